import { evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { ChatCommand } from './chat-commands';
import type { ChatEvent, ChatMessageRecorded } from './chat-events';

export interface ChatState {
  /** Every message id recorded on the stream. */
  readonly messageIds: ReadonlySet<string>;
  /** Messages from the other side since the chat was last read. */
  readonly unread: number;
}

const initialChatState = (): ChatState => ({ messageIds: new Set(), unread: 0 });

const evolveChat = evolveByType<ChatState, ChatEvent>({
  ChatMessageRecorded: (state, { data }) => ({
    messageIds: new Set(state.messageIds).add(data.messageId),
    unread: data.isSender ? state.unread : state.unread + 1,
  }),
  ChatRead: (state) => ({ ...state, unread: 0 }),
});

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
        if (!message.messageId.trim())
          throw new DomainError('messageId is required', 'INVALID_MESSAGE_ID', 'messageId');
        if (seen.has(message.messageId)) continue;
        seen.add(message.messageId);
        events.push({ type: 'ChatMessageRecorded', data: message });
      }
      return events;
    }
    case 'MarkChatRead': {
      const { chatId, accountId, now } = command.data;
      return state.unread === 0
        ? []
        : [{ type: 'ChatRead', data: { chatId, accountId, occurredAt: now.toISOString() } }];
    }
  }
}

export const chatDecider: Decider<ChatState, ChatCommand, ChatEvent> = {
  initialState: initialChatState,
  decide: decideChat,
  evolve: evolveChat,
};
