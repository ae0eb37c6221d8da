import type { NewEvent } from '@outflow/event-store';
import { randomBytes } from 'node:crypto';

/**
 * An event the read models cannot hold, as a Unipile webhook once produced before the webhooks were
 * bounded: a chat message whose id is `bytes` of random hex. The event store takes it; the inbox's
 * index cannot (Postgres indexes rows of up to about 2,700 bytes), so the projector must park it.
 */
export function unprojectableMessage(userId: string, bytes = 5000): NewEvent {
  return {
    type: 'ChatMessageRecorded',
    data: {
      chatId: 'chat-1',
      accountId: 'acc-1',
      messageId: randomBytes(Math.ceil(bytes / 2)).toString('hex'),
      text: 'hello',
      timestamp: '2026-11-22T10:00:00.000Z',
      isSender: false,
      sender: { providerId: 'ACoLead', name: 'Lead', profileUrl: null },
      attendees: [],
      source: 'webhook',
    },
    metadata: { userId, actor: 'system', correlationId: `poison-${userId}` },
  };
}

/** The stream `unprojectableMessage` belongs on. */
export const UNPROJECTABLE_STREAM = 'chat-acc-1-chat-1';
