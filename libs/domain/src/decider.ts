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
