import { createBuilderEdge, delayCaption, EDGE_COLOURS, withDelay } from './builder-edges';

describe('builder edges', () => {
  it('given a check-connection true handle, then the edge reads Connected in green and waits a day', () => {
    const edge = createBuilderEdge({ source: 'a', target: 'b', sourceHandle: 'true' }, 'check-connection', 42);
    expect(edge).toMatchObject({
      id: 'a-b-42',
      sourceHandle: 'true',
      type: 'custom',
      label: 'Connected',
      style: { stroke: EDGE_COLOURS.green },
      className: 'sequence-edge sequence-edge-green',
      data: { delay: 86_400_000, status: 'accepted' },
    });
  });

  it('given a send-connection false handle, then it has no label, the not-accepted status and red', () => {
    const edge = createBuilderEdge({ source: 'a', target: 'b', sourceHandle: 'false' }, 'send-connection', 1);
    expect(edge.label).toBeUndefined();
    expect(edge.data).toEqual({ delay: 86_400_000, status: 'not-accepted' });
    expect(edge.style).toEqual({ stroke: EDGE_COLOURS.red, strokeWidth: 2 });
  });

  it('given a send-message source, then it reads Message sent', () => {
    expect(createBuilderEdge({ source: 'a', target: 'b' }, 'send-message', 1)).toMatchObject({
      label: 'Message sent',
      sourceHandle: null,
      data: { status: 'not-responded' },
    });
  });

  it.each([
    [undefined, 'No delay'],
    [0, 'No delay'],
    [86_400_000, '1 day'],
    [3 * 86_400_000, '3 days'],
    [3_600_000, '1 hour'],
    [5 * 3_600_000, '5 hours'],
  ])('captions a delay of %p ms as %p', (ms, caption) => {
    expect(delayCaption(ms)).toBe(caption);
  });

  it('keeps the status when the delay changes', () => {
    const edge = createBuilderEdge({ source: 'a', target: 'b', sourceHandle: 'true' }, 'send-connection', 1);
    expect(withDelay(edge, 7_200_000).data).toEqual({ delay: 7_200_000, status: 'accepted' });
  });
});
