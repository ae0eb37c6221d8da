import { evolveByType, type Decider } from '../decider';
import type { Command, DomainEvent } from '../events/event';
import type { UserRegistered } from '../user/registration';
import { isTimeZone } from './local-time';
import {
  DEFAULT_TIME_ZONE,
  defaultScheduleSettings,
  parseScheduleSettings,
  type ScheduleSettings,
} from './schedule-settings';

/** The user's schedule on their stream: the sign-up zone, then whatever they save on the Working hours tab. */
export type ScheduleSettingsChanged = DomainEvent<
  'ScheduleSettingsChanged',
  { settings: ScheduleSettings; occurredAt: string }
>;

export type ChangeScheduleSettings = Command<'ChangeScheduleSettings', { settings: unknown; now: Date }>;

export interface ScheduleState {
  /** The zone the browser reported at sign-up (the default until the user saves settings). */
  readonly signUpTimeZone: string;
  readonly settings: ScheduleSettings | null;
}

export const initialScheduleState: ScheduleState = { signUpTimeZone: DEFAULT_TIME_ZONE, settings: null };

/** The settings in force: the saved ones, else the defaults in the sign-up zone. */
export const scheduleOf = (state: ScheduleState): ScheduleSettings =>
  state.settings ?? defaultScheduleSettings(state.signUpTimeZone);

const sameSettings = (a: ScheduleSettings, b: ScheduleSettings) => JSON.stringify(a) === JSON.stringify(b);

function decideSchedule(command: ChangeScheduleSettings, state: ScheduleState): ScheduleSettingsChanged[] {
  const settings = parseScheduleSettings(command.data.settings);
  if (state.settings && sameSettings(state.settings, settings)) return [];
  return [{ type: 'ScheduleSettingsChanged', data: { settings, occurredAt: command.data.now.toISOString() } }];
}

export const evolveSchedule = evolveByType<ScheduleState, UserRegistered | ScheduleSettingsChanged>({
  UserRegistered: (state, { data: { timeZone } }) =>
    isTimeZone(timeZone) ? { ...state, signUpTimeZone: timeZone } : state,
  ScheduleSettingsChanged: (state, { data }) => ({ ...state, settings: data.settings }),
});

export const scheduleDecider: Decider<ScheduleState, ChangeScheduleSettings, ScheduleSettingsChanged> = {
  initialState: () => initialScheduleState,
  decide: decideSchedule,
  evolve: evolveSchedule,
};
