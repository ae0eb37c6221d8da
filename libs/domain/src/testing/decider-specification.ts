import type { Decider } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * Given/when/then for deciders, as in Emmett: `given(events).when(command).then(events)`, or
 * `.thenThrows(...)` for a refused command. For Jest specs only (it asserts with Jest's expect).
 */
export interface DeciderSpecification<C, E extends DomainEvent> {
  given(events?: readonly DomainEvent[]): {
    when(command: C): {
      then(expected: readonly E[]): void;
      /** Partial match of each event (e.g. only the fields a rule is about). */
      thenMatches(expected: readonly unknown[]): void;
      thenNothing(): void;
      thenThrows(expected: Partial<Error> & Record<string, unknown>): void;
      /** The events decided, for assertions the other forms cannot express. */
      events(): E[];
    };
  };
}

export function DeciderSpecification<S, C, E extends DomainEvent>(decider: Decider<S, C, E>): DeciderSpecification<C, E> {
  return {
    given(events: readonly DomainEvent[] = []) {
      const state = events.reduce<S>((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        when(command: C) {
          const decide = () => decider.decide(command, state);
          return {
            then: (expected) => expect(decide()).toEqual(expected),
            thenMatches: (expected) => {
              const actual = decide();
              expect(actual).toHaveLength(expected.length);
              expected.forEach((e, i) => expect(actual[i]).toMatchObject(e as object));
            },
            thenNothing: () => expect(decide()).toEqual([]),
            thenThrows: (expected) => expect(decide).toThrow(expect.objectContaining(expected)),
            events: decide,
          };
        },
      };
    },
  };
}
