import type { Decider } from '../decider';
import type { DomainEvent } from '../events/event';

/** What a refused command is expected to throw: an error class, or fields the error must have. */
export type ExpectedRefusal = (abstract new (...args: never[]) => Error) | Record<string, unknown>;

/** A history of events, folded into the decider's state. */
export interface Given<S, C, E extends DomainEvent> {
  readonly history: readonly DomainEvent[];
  /** The state folded from the history, for views and rules that read state. */
  state(): S;
  when(command: C): When<S, C, E>;
}

/**
 * A command decided on a history. Each `then…` asserts and answers the history that follows (the
 * given events, then the decided ones), so a story can go on: `.then([...]).when(next)...`.
 */
export interface When<S, C, E extends DomainEvent> {
  then(expected: readonly E[]): Given<S, C, E>;
  /** Partial match of each event (e.g. only the fields a rule is about). */
  thenMatches(expected: readonly unknown[]): Given<S, C, E>;
  thenNothing(): Given<S, C, E>;
  /** The command is refused with an error matching each expectation; the history stays as it was. */
  thenThrows(...expected: ExpectedRefusal[]): Given<S, C, E>;
  /** The events decided, for assertions the other forms cannot express. */
  events(): E[];
  /** The history that follows, without asserting the decided events. */
  and(): Given<S, C, E>;
}

/**
 * Given/when/then for deciders, as in Emmett: `given(events).when(command).then(events)`, or
 * `.thenThrows(...)` for a refused command. For Jest specs only (it asserts with Jest's expect).
 */
export interface DeciderSpecification<S, C, E extends DomainEvent> {
  given(events?: readonly DomainEvent[]): Given<S, C, E>;
}

export function DeciderSpecification<S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
): DeciderSpecification<S, C, E> {
  const given = (history: readonly DomainEvent[] = []): Given<S, C, E> => {
    const state = () => history.reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
    return {
      history,
      state,
      when(command: C) {
        const decide = () => decider.decide(command, state());
        const following = (events: readonly E[]) => given([...history, ...events]);
        return {
          then(expected) {
            const actual = decide();
            expect(actual).toEqual(expected);
            return following(actual);
          },
          thenMatches(expected) {
            const actual = decide();
            expect(actual).toHaveLength(expected.length);
            expected.forEach((e, i) => expect(actual[i]).toMatchObject(e as object));
            return following(actual);
          },
          thenNothing() {
            expect(decide()).toEqual([]);
            return given(history);
          },
          thenThrows(...expected) {
            if (expected.length === 0) expect(decide).toThrow();
            for (const e of expected) expect(decide).toThrow(typeof e === 'function' ? e : expect.objectContaining(e));
            return given(history);
          },
          events: decide,
          and: () => following(decide()),
        };
      },
    };
  };
  return { given };
}
