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
      nodes: [{ id: 'view-profile-1', type: 'custom', position: { x: 1, y: 2 }, data: { type: 'view-profile', params: {} } }],
      edges: [],
    });
    expect(graph.nodes[0]).toEqual({ id: 'view-profile-1', type: 'view-profile', position: { x: 1, y: 2 }, data: { type: 'view-profile', label: 'view-profile', params: {} } });
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
});
