import toast from 'react-hot-toast';
import { refusal } from './integrations-api';

/**
 * A mutation's options for a change made from a settings list: said in a toast when done (when
 * `done` is given), then `after` (the lists read again); the server's refusal in an error toast.
 */
export const toastedChange = <T>(
  run: (arg: T) => Promise<unknown>,
  messages: { done?: string; failed: string },
  after: () => void,
) => ({
  mutationFn: run,
  onSuccess: () => {
    if (messages.done) toast.success(messages.done);
    after();
  },
  onError: (error: unknown) => toast.error(refusal(error, messages.failed), { duration: 5000 }),
});
