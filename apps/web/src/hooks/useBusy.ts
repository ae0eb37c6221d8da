import { useState } from 'react';

/**
 * A flag that is on while a task runs (its button shows a spinner or is disabled meanwhile), and
 * the runner that sets it around the task, off again however the task ends.
 */
export function useBusy(): [busy: boolean, run: (task: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
