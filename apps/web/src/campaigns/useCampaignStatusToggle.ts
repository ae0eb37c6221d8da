import { useState } from 'react';
import toast from 'react-hot-toast';
import { setCampaignStatus } from '../api/campaigns-api';
import { RequestKeys } from '../api/request-keys';
import { serverStatusFor, toggleTarget, type ExecutionStatus } from './campaign-status';

/**
 * Start/pause with an optimistic display: the new status shows at once, holds until the list has
 * been reloaded, and is reverted if the server refuses.
 */
export function useCampaignStatusToggle(reload: () => Promise<unknown>) {
  const [overrides, setOverrides] = useState<Record<string, ExecutionStatus>>({});
  // Starting (or pausing) again after a lost answer is the same request: the server acts once.
  const [keys] = useState(() => new RequestKeys());

  const forget = (id: string) =>
    setOverrides((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });

  const toggle = async (id: string, current: ExecutionStatus) => {
    const target = toggleTarget(current);
    setOverrides((existing) => ({ ...existing, [id]: target }));
    try {
      const request = `${id} ${serverStatusFor(target)}`;
      await setCampaignStatus(id, serverStatusFor(target), keys.keyFor(request));
      keys.done(request);
      toast.success(target === 'running' ? 'Campaign started' : 'Campaign paused', { duration: 2000 });
      await reload();
    } catch {
      toast.error('Failed to update campaign status. Please try again.', { duration: 5000 });
    }
    forget(id);
  };

  return { overrides, toggle };
}
