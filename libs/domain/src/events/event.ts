/**
 * Events are plain typed records: a name (versioned by name, e.g. `RateLimitSettingsChanged`,
 * later `RateLimitSettingsChangedV2`) and JSON data. Old events are upcast, never rewritten.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * Who caused an event: the signed-in user, the campaign runner, a provider's webhook (LinkedIn,
 * Stripe), support staff, an operator's command line, or the system itself (sign-in, timers).
 */
export type Actor = 'user' | 'runner' | 'webhook' | 'support' | 'operator' | 'system';

export const ACTORS: readonly Actor[] = ['user', 'runner', 'webhook', 'support', 'operator', 'system'];

/** Carried by every stored event. `userId` is the tenant: every read-model row derives its owner from it. */
export interface EventMetadata {
  readonly userId: string;
  readonly actor: Actor;
  /** Ties together everything caused by one request or one runner step. */
  readonly correlationId: string;
  /** The id of the message (request, command or event) that directly caused this event. */
  readonly causationId?: string;
}

/** A command as a plain typed record, as in Emmett: `Command<'ChangeRateLimitSettings', {...}>`. */
export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}
