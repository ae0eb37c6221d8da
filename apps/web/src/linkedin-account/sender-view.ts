import type { LinkedInSender } from '@outflow/api-contract';

/** A sender's standing as the Senders page shows it. */
export type SenderStanding = 'connected' | 'disconnected' | 'restricted';

export function senderStanding(sender: LinkedInSender): SenderStanding {
  if (!sender.isActive) return 'disconnected';
  return sender.restriction ? 'restricted' : 'connected';
}

export const STANDING_LABEL: Record<SenderStanding, string> = {
  connected: 'Connected',
  disconnected: 'Disconnected',
  restricted: 'Restricted by LinkedIn',
};

/** "12 of 40 actions today": the sender's actions against its daily total in force (after warm-up). */
export function senderUsageText(sender: LinkedInSender): string {
  const { usage, limits } = sender.today;
  return `${usage.total} of ${limits.total} action${limits.total === 1 ? '' : 's'} today`;
}

/** How full the sender's day is, 0–100, for its gauge (a total of 0 counts as full: nothing may be done). */
export function senderUsagePercent(sender: LinkedInSender): number {
  const { usage, limits } = sender.today;
  if (limits.total <= 0) return 100;
  return Math.min(100, Math.round((usage.total / limits.total) * 100));
}

/** "Warm-up day 3 of 14", or "Warmed up" once its limits apply in full. */
export function senderWarmUpText(sender: LinkedInSender): string {
  const { warmUp } = sender.today;
  return warmUp.active && warmUp.day !== null ? `Warm-up day ${warmUp.day} of ${warmUp.of}` : 'Warmed up';
}

/** Who may connect and remove senders: a workspace's owners and admins (the server checks it too). */
export const managesSenders = (role: string | undefined): boolean => role === 'owner' || role === 'admin';
