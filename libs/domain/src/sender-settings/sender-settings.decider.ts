import { decideByType, evolveByType, type Decider } from '../decider';
import type { Command } from '../events/event';
import type { RateLimitSettings } from '../rate-limits/limits';
import { decideRateLimits, type RateLimitSettingsInput } from '../rate-limits/rate-limits';
import { parseScheduleSettings, type ScheduleSettings } from '../schedule/schedule-settings';
import type { SenderSettingsEvent } from './sender-settings-events';

/** What a sender set for itself; null: it follows the workspace's settings. */
export interface SenderSettingsState {
  readonly limits: RateLimitSettings | null;
  readonly schedule: ScheduleSettings | null;
}

export const initialSenderSettingsState: SenderSettingsState = { limits: null, schedule: null };

export type ChangeSenderRateLimits = Command<
  'ChangeSenderRateLimits',
  {
    accountId: string;
    settings: RateLimitSettingsInput;
    /** The workspace's limits: what a weekly cap left out of the request keeps until the sender has its own. */
    defaults: RateLimitSettings;
    now: Date;
  }
>;

export type ChangeSenderSchedule = Command<'ChangeSenderSchedule', { accountId: string; settings: unknown; now: Date }>;

export type SenderSettingsCommand = ChangeSenderRateLimits | ChangeSenderSchedule;

const sameSchedule = (a: ScheduleSettings, b: ScheduleSettings) => JSON.stringify(a) === JSON.stringify(b);

export const senderSettingsDecider: Decider<SenderSettingsState, SenderSettingsCommand, SenderSettingsEvent> = {
  initialState: () => initialSenderSettingsState,
  decide: decideByType<SenderSettingsState, SenderSettingsCommand, SenderSettingsEvent>({
    // The workspace's rules apply as they are; only the starting point is the sender's own numbers.
    ChangeSenderRateLimits: ({ data: { accountId, settings, defaults, now } }, state) =>
      decideRateLimits(
        { type: 'ChangeRateLimitSettings', data: { settings, now } },
        { settings: state.limits ?? defaults, saved: state.limits !== null },
      ).map((e) => ({ type: 'SenderRateLimitsChanged', data: { accountId, ...e.data } })),
    ChangeSenderSchedule: ({ data: { accountId, settings, now } }, state) => {
      const parsed = parseScheduleSettings(settings);
      if (state.schedule && sameSchedule(state.schedule, parsed)) return [];
      return [{ type: 'SenderScheduleChanged', data: { accountId, settings: parsed, occurredAt: now.toISOString() } }];
    },
  }),
  evolve: evolveByType<SenderSettingsState, SenderSettingsEvent>({
    SenderRateLimitsChanged: (state, { data }) => ({ ...state, limits: data.settings }),
    SenderScheduleChanged: (state, { data }) => ({ ...state, schedule: data.settings }),
  }),
};
