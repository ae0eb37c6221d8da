import { edgeDefaults } from './edge-defaults';
import { DEFAULT_EDGE_DELAY_MS, SEQUENCE_NODE_TYPES } from './sequence-graph';

describe('edge creation defaults', () => {
  it.each([
    ['check-connection', 'true', { label: 'Connected', status: 'accepted', colour: 'green' }],
    ['check-connection', 'false', { label: 'Not Connected', status: 'not-accepted', colour: 'red' }],
    ['send-connection', 'true', { status: 'accepted', colour: 'green' }],
    ['send-connection', 'false', { status: 'not-accepted', colour: 'red' }],
    ['send-connection', 'timeout', { status: 'not-accepted', colour: 'orange' }],
    ['send-connection', null, { status: 'not-accepted', colour: 'orange' }],
    ['send-message', null, { label: 'Message sent', status: 'not-responded', colour: 'blue' }],
    ['view-profile', null, { label: 'Next', colour: 'grey' }],
    ['like-post', undefined, { label: 'Next', colour: 'grey' }],
    ['delay', null, { label: 'Next', colour: 'grey' }],
    ['end-sequence', null, { label: 'Next', colour: 'grey' }],
    ['check-connection', null, { label: 'Next', colour: 'grey' }],
  ] as const)('given a %s source on handle %p, then the edge starts as %p', (type, handle, expected) => {
    expect(edgeDefaults(type, handle)).toEqual({ ...expected, delay: 86_400_000 });
  });

  it.each(SEQUENCE_NODE_TYPES)('given any %s source, then the new edge waits one day', (type) => {
    expect(edgeDefaults(type, 'true').delay).toBe(DEFAULT_EDGE_DELAY_MS);
  });
});
