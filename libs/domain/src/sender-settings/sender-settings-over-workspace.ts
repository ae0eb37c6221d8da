import type { RateLimitState } from '../rate-limits/rate-limits';
import type { ScheduleState } from '../schedule/schedule.decider';
import type { SenderSettingsState } from './sender-settings.decider';

/**
 * The limits and schedule a sender acts under: its own where it set them, else the workspace's
 * (every sender's defaults). A sender that set nothing acts exactly as the workspace says.
 */
export function senderSettingsOverWorkspace<T extends { limits: RateLimitState; schedule: ScheduleState }>(
  workspace: T,
  sender: SenderSettingsState,
): T {
  return {
    ...workspace,
    limits: sender.limits ? { settings: sender.limits, saved: true } : workspace.limits,
    schedule: sender.schedule ? { ...workspace.schedule, settings: sender.schedule } : workspace.schedule,
  };
}
