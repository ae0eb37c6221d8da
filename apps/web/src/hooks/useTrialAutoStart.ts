import { useEffect } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CurrentSubscription } from '@outflow/api-contract';
import { startTrial } from '../api/subscriptions-api';
import { readSessionFlag, setSessionFlag } from './session-flags';
import { useRoles } from './useRoles';
import { useSubscription } from './useSubscription';
import { useWorkspaces } from '../workspaces/useWorkspaces';

/** One attempt per workspace in a browser session: a team workspace made later gets its own trial. */
const attemptedFlag = (workspaceId: string | undefined) => `trialAutoStartAttempted:${workspaceId ?? ''}`;
const START_TRIAL_KEY = ['subscriptions', 'create-trial'] as const;

/** Starts the 7-day trial once for a workspace with no subscription yet, when its owner is signed in (spec 01 §4). */
export function useTrialAutoStart(): void {
  const subscription = useSubscription();
  // Support staff change nothing, their own account included: no trial for them.
  const { roles, isSupport } = useRoles();
  // The trial is the workspace's: only its owner starts it (an admin or member would be refused).
  const workspace = useWorkspaces().current;
  const owner = workspace?.role === 'owner';
  const flag = attemptedFlag(workspace?.id);
  const needsTrial = subscription.data?.has_subscription === false && roles !== undefined && !isSupport && owner;
  const { refresh } = subscription;
  const { mutate } = useMutation({
    mutationKey: START_TRIAL_KEY,
    mutationFn: startTrial,
    onSuccess: () => toast.success('Your 7-day free trial has started!'),
    onError: () => toast.error('Failed to start trial', { duration: 5000 }),
    // Returning the refresh keeps the mutation pending until the new subscription is loaded.
    onSettled: () => refresh(),
  });

  useEffect(() => {
    // The session flag (set before the call) keeps it to one attempt, even across remounts.
    if (!needsTrial || readSessionFlag(flag)) return;
    setSessionFlag(flag, true);
    mutate();
  }, [needsTrial, flag, mutate]);
}

export function useTrialStarting(): boolean {
  return useIsMutating({ mutationKey: START_TRIAL_KEY }) > 0;
}

/**
 * True while a workspace without a subscription is about to get (or is getting) the automatic
 * trial: its owner's, once the role is known (an admin or member waits for nothing).
 */
export function useTrialPending(subscription: CurrentSubscription | undefined): boolean {
  const starting = useTrialStarting();
  const workspace = useWorkspaces().current;
  if (workspace !== undefined && workspace.role !== 'owner') return false;
  return subscription?.has_subscription === false && (starting || !readSessionFlag(attemptedFlag(workspace?.id)));
}
