import type { SequenceEdge } from './sequence-graph';
import { invalidSequenceMessage, SEQUENCE_ERRORS, validateSequence } from './validate-sequence';

const node = (id: string) => ({ id });
const edge = (source: string, target: string): SequenceEdge => ({ id: `${source}-${target}`, source, target });

describe('sequence validation before campaign creation', () => {
  it('has the exact spec texts', () => {
    expect(Object.values(SEQUENCE_ERRORS)).toEqual([
      'Sequence must have at least one node',
      'Nodes must be connected with edges',
      'Nodes must be connected with valid edges',
      'Sequence must have a clear starting point (a node with no incoming connections)',
      'Sequence should have only one starting point, found multiple nodes with no incoming connections',
      'Sequence contains a cycle, which is not allowed',
    ]);
  });

  it('given no nodes, then it needs at least one node', () => {
    expect(validateSequence([], [])).toEqual({
      valid: false,
      errors: ['Sequence must have at least one node'],
      edges: [],
    });
  });

  it('given one node and no edges, then it is valid', () => {
    expect(validateSequence([node('a')], [])).toEqual({ valid: true, errors: [], edges: [] });
  });

  it('given several nodes and no edges, then they must be connected with edges', () => {
    expect(validateSequence([node('a'), node('b')], []).errors).toEqual(['Nodes must be connected with edges']);
  });

  it('given several nodes whose only edges dangle, then they must be connected with valid edges', () => {
    const result = validateSequence([node('a'), node('b')], [edge('a', 'ghost'), edge('ghost', 'b')]);
    expect(result).toEqual({ valid: false, errors: ['Nodes must be connected with valid edges'], edges: [] });
  });

  it('given one node and a dangling edge, then the edge is dropped and the sequence is valid', () => {
    expect(validateSequence([node('a')], [edge('a', 'ghost')])).toEqual({ valid: true, errors: [], edges: [] });
  });

  it('given a chain plus dangling edges, then only the edges between existing nodes are kept', () => {
    const ab = edge('a', 'b');
    const bc = edge('b', 'c');
    const result = validateSequence([node('a'), node('b'), node('c')], [ab, edge('b', 'x'), bc, edge('y', 'a')]);
    expect(result).toEqual({ valid: true, errors: [], edges: [ab, bc] });
  });

  it('given a dangling edge was the only thing pointing at a node, then that node counts as a start', () => {
    const result = validateSequence([node('a'), node('b'), node('c')], [edge('a', 'b'), edge('ghost', 'c')]);
    expect(result.errors).toEqual([SEQUENCE_ERRORS.multipleStarts]);
  });

  it('given a branching tree with one root, then it is valid', () => {
    const edges = [edge('a', 'b'), edge('a', 'c'), edge('b', 'd'), edge('c', 'd')];
    expect(validateSequence(['a', 'b', 'c', 'd'].map(node), edges).valid).toBe(true);
  });

  it('given a node left unconnected, then there are multiple starting points', () => {
    const result = validateSequence([node('a'), node('b'), node('c')], [edge('a', 'b')]);
    expect(result).toEqual({ valid: false, errors: [SEQUENCE_ERRORS.multipleStarts], edges: [edge('a', 'b')] });
  });

  it('given every node has an incoming edge, then there is no clear start and the loop is reported too', () => {
    const result = validateSequence([node('a'), node('b')], [edge('a', 'b'), edge('b', 'a')]);
    expect(result.errors).toEqual([SEQUENCE_ERRORS.noStart, SEQUENCE_ERRORS.cycle]);
  });

  it('given a single node looping on itself, then there is no start and a cycle', () => {
    expect(validateSequence([node('a')], [edge('a', 'a')]).errors).toEqual([
      SEQUENCE_ERRORS.noStart,
      SEQUENCE_ERRORS.cycle,
    ]);
  });

  it('given one start that leads back into the middle, then it contains a cycle', () => {
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'b')];
    expect(validateSequence(['a', 'b', 'c'].map(node), edges)).toMatchObject({
      valid: false,
      errors: [SEQUENCE_ERRORS.cycle],
    });
  });

  it('given a loop cut off from the single start, then the cycle is still refused', () => {
    const edges = [edge('a', 'b'), edge('c', 'd'), edge('d', 'c')];
    expect(validateSequence(['a', 'b', 'c', 'd'].map(node), edges).errors).toEqual([SEQUENCE_ERRORS.cycle]);
  });

  it('given two starts and a loop, then both problems are listed', () => {
    const edges = [edge('a', 'c'), edge('b', 'c'), edge('c', 'd'), edge('d', 'c')];
    expect(validateSequence(['a', 'b', 'c', 'd'].map(node), edges).errors).toEqual([
      SEQUENCE_ERRORS.multipleStarts,
      SEQUENCE_ERRORS.cycle,
    ]);
  });

  describe('the failure message', () => {
    it("is 'Invalid sequence: ' plus the errors joined by '; '", () => {
      expect(invalidSequenceMessage([SEQUENCE_ERRORS.noStart, SEQUENCE_ERRORS.cycle])).toBe(
        'Invalid sequence: Sequence must have a clear starting point (a node with no incoming connections); Sequence contains a cycle, which is not allowed',
      );
    });

    it('carries a single error as is', () => {
      expect(invalidSequenceMessage([SEQUENCE_ERRORS.noNodes])).toBe(
        'Invalid sequence: Sequence must have at least one node',
      );
    });
  });
});
