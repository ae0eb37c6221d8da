import { DomainError } from '../errors';
import { parseSequenceGraph } from './parse-sequence-graph';

const fieldOf = (input: unknown): string | undefined => {
  try {
    parseSequenceGraph(input);
  } catch (error) {
    return (error as DomainError).field;
  }
  return undefined;
};

describe('parseSequenceGraph', () => {
  it('keeps a well-formed graph, taking the type from data and defaulting the label', () => {
    const graph = parseSequenceGraph({
      nodes: [
        { id: 'view-profile-1', type: 'custom', position: { x: 1, y: 2 }, data: { type: 'view-profile', params: {} } },
      ],
      edges: [],
    });
    expect(graph.nodes[0]).toEqual({
      id: 'view-profile-1',
      type: 'view-profile',
      position: { x: 1, y: 2 },
      data: { type: 'view-profile', label: 'view-profile', params: {} },
    });
  });

  it.each([
    [null, 'sequence'],
    [{ nodes: 'x' }, 'sequence.nodes'],
    [{ nodes: [{ id: '' }] }, 'sequence.nodes[0].id'],
    [{ nodes: [{ id: 'a', data: { type: 'hack' } }] }, 'sequence.nodes[0].type'],
    [{ nodes: [{ id: 'a', data: { type: 'delay', params: 3 } }] }, 'sequence.nodes[0].data.params'],
    [{ nodes: [], edges: [{ source: 'a' }] }, 'sequence.edges[0].target'],
    [{ nodes: [], edges: [{ source: 'a', target: 'b', data: { delay: -1 } }] }, 'sequence.edges[0].data.delay'],
  ])('refuses %j naming %s', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it.each([
    [{ nodes: [{ id: 'n'.repeat(256), data: { type: 'view-profile' } }] }, 'sequence.nodes[0].id'],
    [{ nodes: [], edges: [{ source: 's'.repeat(256), target: 'b' }] }, 'sequence.edges[0].source'],
    [{ nodes: [], edges: [{ id: 'e'.repeat(256), source: 'a', target: 'b' }] }, 'sequence.edges[0].id'],
  ])('refuses ids over 255 characters (they name steps in events): %s', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  const step = (type: string, params: Record<string, unknown>) => ({
    nodes: [{ id: 'n1', data: { type, params } }],
    edges: [],
  });
  it.each([
    [step('send-connection', { note: 'n'.repeat(301) }), 'sequence.nodes[0].data.params.note'],
    [
      step('send-connection', { alternativeMessage: 'n'.repeat(301) }),
      'sequence.nodes[0].data.params.alternativeMessage',
    ],
    [step('send-message', { message: 'm'.repeat(5001) }), 'sequence.nodes[0].data.params.message'],
    [step('send-message', { isAI: true, aiPrompt: 'p'.repeat(5001) }), 'sequence.nodes[0].data.params.aiPrompt'],
    [
      step('view-profile', { profileUrl: `https://www.linkedin.com/in/${'u'.repeat(5000)}` }),
      'sequence.nodes[0].data.params.profileUrl',
    ],
  ])('refuses texts past what LinkedIn takes (a note 300, a message 5,000): %#', (input, field) => {
    expect(fieldOf(input)).toBe(field);
  });

  it('takes texts at the limits', () => {
    expect(
      fieldOf(step('send-connection', { note: 'n'.repeat(300), alternativeMessage: 'a'.repeat(300) })),
    ).toBeUndefined();
    expect(fieldOf(step('send-message', { message: 'm'.repeat(5000) }))).toBeUndefined();
  });
});

describe('placeholders in templates', () => {
  const graph = (params: Record<string, unknown>) => ({
    nodes: [
      {
        id: 'send-message-1',
        type: 'send-message',
        position: { x: 0, y: 0 },
        data: { type: 'send-message', label: 'Send Message', params },
      },
    ],
    edges: [],
  });

  it('given a message with an unknown placeholder, when parsed, then it is refused naming the placeholder and the node', () => {
    expect(() => parseSequenceGraph(graph({ message: 'Hi {{first_name}}!' }))).toThrow(
      expect.objectContaining({
        field: 'sequence.nodes[0].data.params.message',
        message: expect.stringContaining('{{first_name}}'),
      }),
    );
    // In a person's words: the step by its label, and the placeholder meant; no node id.
    expect(() => parseSequenceGraph(graph({ message: 'Hi {{first_name}}!' }))).toThrow(
      'The message of the step "Send Message": {{first_name}} is not a placeholder Outflow can fill: did you mean {{firstName}}?',
    );
  });

  it('given a note or an alternative with an unknown placeholder, then the field says which', () => {
    expect(() => parseSequenceGraph(graph({ message: 'Hi', alternativeMessage: 'Hello {{name}}' }))).toThrow(
      expect.objectContaining({ field: 'sequence.nodes[0].data.params.alternativeMessage' }),
    );
    expect(() => parseSequenceGraph(graph({ note: '{{Company}} and {{title}}' }))).toThrow(
      expect.objectContaining({ field: 'sequence.nodes[0].data.params.note' }),
    );
  });

  it("given the editor's variables in any case, or an AI-mode step, then the graph is accepted", () => {
    expect(() =>
      parseSequenceGraph(graph({ message: 'Hi {{ firstName }} of {{company}} ({{Country}})' })),
    ).not.toThrow();
    expect(() => parseSequenceGraph(graph({ isAI: true, aiPrompt: 'mention {{whatever}}' }))).not.toThrow();
  });
});

describe('delay steps', () => {
  const delay = (params: Record<string, unknown>) => ({
    nodes: [
      { id: 'delay-1', type: 'delay', position: { x: 0, y: 0 }, data: { type: 'delay', label: 'Delay', params } },
    ],
    edges: [],
  });
  it('accepts a wait of whole days, hours and minutes', () => {
    expect(() => parseSequenceGraph(delay({ days: 2, hours: 3, minutes: 0 }))).not.toThrow();
    expect(() => parseSequenceGraph(delay({ duration: 3_600_000 }))).not.toThrow();
  });
  it.each([
    [{ days: 0, hours: 0, minutes: 0 }, 'minutes'],
    [{ hours: 24 }, 'hours'],
    [{ days: 1.5 }, 'days'],
    [{ minutes: -1 }, 'minutes'],
  ])('refuses %j naming the field', (params, field) => {
    expect(() => parseSequenceGraph(delay(params))).toThrow(
      expect.objectContaining({ field: `sequence.nodes[0].data.params.${field}` }),
    );
  });
});
