import { evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';
import { isTimeZone } from '../schedule/local-time';
import { normalizeEmail } from '../streams';

/** First event of every user stream: a local sign-up, or the first sight of an OIDC subject. */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    name: string;
    provider: 'local' | 'oidc';
    occurredAt: string;
    /** The browser's IANA zone at sign-up: the account's default time zone (quota days, working hours). */
    timeZone?: string;
  }
>;

export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; name: string; provider: 'local' | 'oidc'; now: Date; timeZone?: string }
>;

export interface RegistrationState {
  readonly registered: boolean;
  readonly email?: string;
  readonly name?: string;
}

export const registrationDecider: Decider<RegistrationState, RegisterUser, UserRegistered> = {
  initialState: () => ({ registered: false }),
  decide(command, state) {
    if (state.registered) throw new DomainError('This user is already registered', 'ALREADY_REGISTERED');
    const { userId, email, name, provider, now, timeZone } = command.data;
    return [
      {
        type: 'UserRegistered',
        // An unknown zone name is dropped: the account then counts its days in UTC.
        data: {
          userId,
          email: normalizeEmail(email),
          name: name.trim(),
          provider,
          occurredAt: now.toISOString(),
          ...(isTimeZone(timeZone) ? { timeZone } : {}),
        },
      },
    ];
  },
  evolve: evolveByType<RegistrationState, UserRegistered>({
    UserRegistered: (_, { data: { email, name } }) => ({ registered: true, email, name }),
  }),
};
