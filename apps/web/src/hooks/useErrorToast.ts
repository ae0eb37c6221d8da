import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Alert toasts last 5 s (spec 01 §9). */
const ALERT_MS = 5000;

/**
 * An error toast that belongs to a condition: shown (once, under its id) when the condition starts,
 * closed as soon as it ends (the next load succeeded, the account is back), and when the page goes.
 */
export function useErrorToast(failing: boolean, message: string, id: string): void {
  useEffect(() => {
    if (failing) toast.error(message, { id, duration: ALERT_MS });
    else toast.dismiss(id);
  }, [failing, message, id]);
  useEffect(() => () => toast.dismiss(id), [id]);
}
