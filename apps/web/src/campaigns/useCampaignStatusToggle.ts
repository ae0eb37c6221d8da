import { useState } from 'react';
import toast from 'react-hot-toast';
import { setCampaignStatus } from '../api/campaigns-api';
import { serverStatusFor, toggleTarget, type ExecutionStatus } from './campaign-status';

/**
 * Start/pause with an optimistic display: the new status shows at once, holds until the list has
 * been reloaded, and is reverted if the server refuses.
 */
export function useCampaignStatusToggle(reload: () => Promise<unknown>) {
  const [overrides, setOverrides] = useState<Record<string, ExecutionStatus>>({});

  const forget = (id: string) =>
    setOverrides((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });

  const toggle = async (id: string, current: ExecutionStatus) => {
    const target = toggleTarget(current);
    setOverrides((existing) => ({ ...existing, [id]: target }));
    try {
      await setCampaignStatus(id, serverStatusFor(target));
      toast.success(target === 'running' ? 'Campaign started' : 'Campaign paused', { duration: 2000 });
      await reload();
    } catch {
      toast.error('Failed to update campaign status. Please try again.', { duration: 5000 });
    }
    forget(id);
  };

  return { overrides, toggle };
}
