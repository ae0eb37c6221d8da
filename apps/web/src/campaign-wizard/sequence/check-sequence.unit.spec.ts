import { createBuilderEdge } from './builder-edges';
import { createBuilderNode } from './builder-nodes';
import { checkSequence } from './check-sequence';

describe('checking a drawn sequence before leaving the builder', () => {
  const view = createBuilderNode('view-profile', { x: 0, y: 0 }, 1, new Set());
  const message = createBuilderNode('send-message', { x: 0, y: 120 }, 2, new Set());
  const edge = createBuilderEdge({ source: view.id, target: message.id }, 'view-profile', 3);
  const written = {
    ...message,
    data: { ...message.data, params: { ...message.data.params, message: 'Hi {{firstName}}' } },
  };

  it('given nothing drawn, then the validator says so', () => {
    expect(checkSequence([], [])).toEqual({ ok: false, validationErrors: ['Sequence must have at least one node'] });
  });

  it('given two unconnected nodes, then they must be connected', () => {
    expect(checkSequence([view, written], [])).toEqual({
      ok: false,
      validationErrors: ['Nodes must be connected with edges'],
    });
  });

  it('given a connected graph with an empty message, then the message toast points at that node', () => {
    expect(checkSequence([view, message], [edge])).toEqual({
      ok: false,
      nodeId: message.id,
      toast: "Make sure all 'Message' actions contain text",
    });
  });

  it('given an AI message without instructions, then the AI toast', () => {
    const ai = { ...message, data: { ...message.data, params: { ...message.data.params, isAI: true } } };
    expect(checkSequence([view, ai], [edge])).toMatchObject({
      ok: false,
      toast: 'Please provide instructions for the AI',
    });
  });

  it('given a connected graph with a written message, then it passes', () => {
    expect(checkSequence([view, written], [edge])).toEqual({ ok: true });
  });

  it('given an edge to a removed node, then it is ignored like the server ignores it', () => {
    const dangling = createBuilderEdge({ source: view.id, target: 'gone' }, 'view-profile', 4);
    expect(checkSequence([view, written], [dangling])).toEqual({
      ok: false,
      validationErrors: ['Nodes must be connected with valid edges'],
    });
  });
});
