import * as graph from './sequence-graph';

describe('sequence constants (spec §9)', () => {
  it('has the delays, waits, AI limits and message lengths', () => {
    expect({
      step: graph.DEFAULT_STEP_DELAY_MS,
      edge: graph.DEFAULT_EDGE_DELAY_MS,
      wait: [
        graph.DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS,
        graph.MIN_WAIT_FOR_ACCEPTANCE_DAYS,
        graph.MAX_WAIT_FOR_ACCEPTANCE_DAYS,
      ],
      ai: [
        graph.DEFAULT_AI_CHAR_LIMIT_CONNECTION,
        graph.DEFAULT_AI_CHAR_LIMIT_MESSAGE,
        graph.MIN_AI_CHAR_LIMIT,
        graph.MAX_AI_CHAR_LIMIT,
      ],
      lengths: [graph.MAX_CONNECTION_NOTE_LENGTH, graph.MAX_MESSAGE_LENGTH],
    }).toEqual({ step: 10_000, edge: 86_400_000, wait: [10, 1, 60], ai: [300, 500, 100, 2000], lengths: [300, 5000] });
  });

  it("offers the spec's seven builder node types, then endorse, follow and InMail", () => {
    const specPalette = [
      'check-connection',
      'send-connection',
      'send-message',
      'delay',
      'view-profile',
      'like-post',
      'end-sequence',
    ];
    expect(graph.SEQUENCE_NODE_TYPES).toEqual([...specPalette, 'endorse-skill', 'follow-profile', 'send-inmail']);
  });
});
