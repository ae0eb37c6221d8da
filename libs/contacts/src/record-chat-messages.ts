import {
  asksToStop,
  chatDecider,
  chatStream,
  contactDecider,
  contactStream,
  type ChatEvent,
  type ChatMessage,
  type EventMetadata,
} from '@outflow/domain';
import { handleCommand, type HandleCommandResult } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { memberOfMessage } from './member-of-message';
import { stopSequences, type ContactDeps } from './stop-sequences';

export interface MessageDeps extends ContactDeps {
  /** Asked who a sender is when the contacts cannot tell (null: no provider wired). */
  readonly provider: LinkedInProvider | null;
}

export interface RecordedMessages {
  readonly chat: HandleCommandResult<ChatEvent>;
  /** Messages from members recorded as replies now (0 for our own or already known ones). */
  readonly replies: number;
  /** Open sequences the replies ended. */
  readonly stopped: number;
  /** Messages whose sender no contact could be found for (the next sweep tries again). */
  readonly unmatched: number;
}

/**
 * Records a chat's messages (ones the chat has are skipped) and applies the reply rule to each new
 * message from the member (issue 17): the contact records the reply, a reply that asks to stop
 * puts the member on the Do-Not-Contact list, and every open sequence of the member ends at once,
 * whatever it is doing. The one path for a message: webhook, inbox sync, reply sweep, the runner.
 */
export async function recordChatMessages(
  deps: MessageDeps,
  input: { readonly accountId: string; readonly chatId: string; readonly messages: readonly ChatMessage[] },
  metadata: EventMetadata,
): Promise<RecordedMessages> {
  const chat = await handleCommand(
    deps.store,
    chatStream(input.accountId, input.chatId),
    chatDecider,
    { type: 'RecordChatMessages', data: { messages: [...input.messages] } },
    metadata,
    { maxRetries: 5 },
  );
  let replies = 0;
  let stopped = 0;
  let unmatched = 0;
  for (const event of chat.newEvents) {
    if (event.type !== 'ChatMessageRecorded' || event.data.isSender) continue;
    const outcome = await applyReply(deps, metadata, event.data);
    if (!outcome) unmatched++;
    else {
      replies += outcome.recorded ? 1 : 0;
      stopped += outcome.stopped;
    }
  }
  return { chat, replies, stopped, unmatched };
}

/** The reply rule for one message from the member: recorded on their contact, their sequences ended. */
async function applyReply(
  deps: MessageDeps,
  metadata: EventMetadata,
  message: ChatMessage,
): Promise<{ recorded: boolean; stopped: number } | null> {
  const owner = { ownerId: metadata.userId, accountId: message.accountId };
  const member = await memberOfMessage(deps, owner, message.sender);
  if (!member) return null;
  const stream = contactStream(owner.ownerId, member.memberKey);
  const now = deps.clock.now();
  const command = {
    type: 'RecordReply' as const,
    data: {
      ownerId: owner.ownerId,
      member,
      now,
      chatId: message.chatId,
      messageId: message.messageId,
      repliedAt: message.timestamp,
      text: message.text,
      asksToStop: asksToStop(message.text),
    },
  };
  const { newEvents } = await handleCommand(deps.store, stream, contactDecider, command, metadata, { maxRetries: 5 });
  const contact = (await deps.store.readStream(stream)).reduce(contactDecider.evolve, contactDecider.initialState());
  // Stopped even when the reply was recorded before (a crash between the two writes): ending twice is a no-op.
  const cause = { kind: 'replied' as const, chatId: message.chatId, repliedAt: message.timestamp };
  const { stopped } = await stopSequences(
    deps,
    { ...owner, contactId: member.memberKey, stream, contact },
    cause,
    metadata,
  );
  return { recorded: newEvents.length > 0, stopped };
}
