import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { LEADS_KEY } from '../leads/leads-api';
import { DO_NOT_CONTACT_KEY } from './do-not-contact-api';

/** Every inbox query (the chat list and each chat) starts with it. */
const INBOX_KEY = ['inbox'] as const;

/**
 * contact:update: a member was put on (or taken off) the Do-Not-Contact list, by the user or by
 * their own "please stop" reply. The chat header, the lead page and the list read it again, so a
 * page open meanwhile never offers to contact someone who asked not to be.
 */
export function useContactLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('contact:update', () => {
    void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
    void queryClient.invalidateQueries({ queryKey: DO_NOT_CONTACT_KEY });
  });
}
