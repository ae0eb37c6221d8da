import type { DomainEvent } from './events/event';

/**
 * An aggregate as plain functions (Emmett's Decider): `decide` turns a command and the current
 * state into new events (or throws a DomainError), `evolve` folds one stored event into state.
 * Several deciders can share one stream (the user stream holds settings, subscription and the
 * LinkedIn connection): each `evolve` ignores event types it does not own.
 */
export interface Decider<State, Cmd, Event extends DomainEvent> {
  initialState(): State;
  decide(command: Cmd, state: State): Event[];
  evolve(state: State, event: DomainEvent): State;
}
