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
 * Stripe), support staff, an operator's command line, the system itself (sign-in, timers), or one
 * of the user's API keys, by its name (`api-key:<name>`).
 */
export type ActorKind = 'user' | 'runner' | 'webhook' | 'support' | 'operator' | 'system';
export type Actor = ActorKind | `api-key:${string}`;

/** The kinds of actor; `api-key` stands for every key (a timeline filter takes it, or one key's `api-key:<name>`). */
export const ACTORS: readonly (ActorKind | 'api-key')[] = [
  'user',
  'runner',
  'webhook',
  'support',
  'operator',
  'system',
  'api-key',
];

/** Whether an event's actor is among those a filter names (`api-key` matches every key). */
export const actorMatches = (actor: string, filter: ReadonlySet<string>): boolean =>
  filter.has(actor) || (actor.startsWith('api-key:') && filter.has('api-key'));

/** Carried by every stored event. `userId` is the tenant: every read-model row derives its owner from it. */
export interface EventMetadata {
  readonly userId: string;
  readonly actor: Actor;
  /** Ties together everything caused by one request or one runner step. */
  readonly correlationId: string;
  /** The id of the message (request, command or event) that directly caused this event. */
  readonly causationId?: string;
  /** The workspace member who acted, when the tenant (`userId`, a workspace) is not that person's own. */
  readonly memberId?: string;
}

/** A command as a plain typed record, as in Emmett: `Command<'ChangeRateLimitSettings', {...}>`. */
export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}
