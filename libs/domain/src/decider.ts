import type { DomainEvent, EventMetadata } from './events/event';

/**
 * An aggregate as plain functions (Emmett's Decider): `decide` turns a command and the current
 * state into new events (or throws a DomainError), `evolve` folds one stored event into state.
 * Several deciders can share one stream (the user stream holds settings, subscription and the
 * LinkedIn connection): each `evolve` ignores event types it does not own.
 */
export interface Decider<State, Cmd, Event extends DomainEvent> {
  // Properties, not methods: a decider's functions are passed around unbound (`events.reduce(d.evolve, …)`).
  readonly initialState: () => State;
  readonly decide: (command: Cmd, state: State) => Event[];
  readonly evolve: (state: State, event: DomainEvent) => State;
}

/** One handler per command type: it gets the command narrowed to its type and the current state. */
export type CommandHandlers<State, Cmd extends { readonly type: string }, Event extends DomainEvent> = {
  readonly [T in Cmd['type']]: (command: Extract<Cmd, { readonly type: T }>, state: State) => Event[];
};

/** A `decide` that hands each command to the handler of its type (the map stands for a switch on `command.type`). */
export function decideByType<State, Cmd extends { readonly type: string }, Event extends DomainEvent>(
  handlers: CommandHandlers<State, Cmd, Event>,
): Decider<State, Cmd, Event>['decide'] {
  return (command, state) => {
    const handle = handlers[command.type as Cmd['type']] as (command: Cmd, state: State) => Event[];
    return handle(command, state);
  };
}

/**
 * What a stored event carries besides its type and data. A fold is given a stored event by the
 * store's readers, and a bare one by a decider's own `decide` and tests: both are optional.
 */
export interface StoredEventFacts {
  readonly metadata?: EventMetadata;
  readonly createdAt?: Date;
}

/**
 * One fold per event type the state owns: each gets the event narrowed to its type. Types not in
 * the map leave the state as it is (a stream may hold other deciders' events).
 */
export type EventHandlers<State, E extends DomainEvent> = {
  readonly [T in E['type']]: (state: State, event: Extract<E, { readonly type: T }> & StoredEventFacts) => State;
};

/** An `evolve` that hands each event to the handler of its type, with no cast at the call sites. */
export function evolveByType<State, E extends DomainEvent>(
  handlers: EventHandlers<State, E>,
): (state: State, event: DomainEvent) => State {
  // Method syntax compares parameters both ways: each narrowed handler fits the map of all.
  const byType: Partial<Record<string, { fold(state: State, event: E): State }['fold']>> = handlers;
  return (state, event) => {
    const handle = byType[event.type];
    // The handler was chosen by the event's own type, so it is the one its type narrows to.
    return handle ? handle(state, event as E) : state;
  };
}

/** The list of an event union's types, checked complete by `satisfies Record<E['type'], true>` at the call site. */
export const eventTypesOf = <T extends string>(types: Readonly<Record<T, true>>): readonly T[] =>
  Object.keys(types) as T[];
