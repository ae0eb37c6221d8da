import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { CHATS_KEY, chatKey } from './chats-api';

/**
 * New messages arrive live: on `message:new` (the projector recorded one, from LinkedIn's webhook,
 * a sync or a send) the chat list and that chat are read again; the 2-minute refresh stays as a
 * fallback for a missed push.
 */
export function useChatsLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent<{ chatId?: string } | null>('message:new', (payload) => {
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    if (payload?.chatId) void queryClient.invalidateQueries({ queryKey: chatKey(payload.chatId) });
  });
}
