import { useEffect } from 'react';
import toast from 'react-hot-toast';

/**
 * An error toast that belongs to a condition (the list cannot be reloaded): shown once, under its
 * id, while the condition lasts, and closed as soon as it ends (the next load succeeded) or the
 * page goes. It sits below the page header, so it never covers the page's main button.
 */
export function useErrorToast(failing: boolean, message: string, id: string): void {
  useEffect(() => {
    if (failing) toast.error(message, { id, duration: Infinity });
    else toast.dismiss(id);
  }, [failing, message, id]);
  useEffect(() => () => toast.dismiss(id), [id]);
}
