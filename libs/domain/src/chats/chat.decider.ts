import type { Decider } from '../decider';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import type { ChatCommand } from './chat-commands';
import type { ChatEvent, ChatMessageRecorded } from './chat-events';

export interface ChatState {
  /** Every message id recorded on the stream. */
  readonly messageIds: ReadonlySet<string>;
  /** Messages from the other side since the chat was last read. */
  readonly unread: number;
}

const initialChatState = (): ChatState => ({ messageIds: new Set(), unread: 0 });

function evolveChat(state: ChatState, event: DomainEvent): ChatState {
  const e = event as ChatEvent;
  switch (e.type) {
    case 'ChatMessageRecorded':
      return { messageIds: new Set(state.messageIds).add(e.data.messageId), unread: e.data.isSender ? state.unread : state.unread + 1 };
    case 'ChatRead':
      return { ...state, unread: 0 };
    default:
      return state;
  }
}

/**
 * A webhook and a sync (or our own send and its echo by webhook) may bring the same message:
 * the message id decides, so each message is recorded once, whoever comes first.
 */
function decideChat(command: ChatCommand, state: ChatState): ChatEvent[] {
  switch (command.type) {
    case 'RecordChatMessages': {
      const seen = new Set(state.messageIds);
      const events: ChatMessageRecorded[] = [];
      for (const message of command.data.messages) {
        if (!message.messageId.trim()) throw new DomainError('messageId is required', 'INVALID_MESSAGE_ID', 'messageId');
        if (seen.has(message.messageId)) continue;
        seen.add(message.messageId);
        events.push({ type: 'ChatMessageRecorded', data: message });
      }
      return events;
    }
    case 'MarkChatRead': {
      const { chatId, accountId, now } = command.data;
      return state.unread === 0 ? [] : [{ type: 'ChatRead', data: { chatId, accountId, occurredAt: now.toISOString() } }];
    }
  }
}

export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: initialChatState,
  decide: decideChat,
  evolve: evolveChat,
};
