import { DomainError } from '../errors';
import { assertProviderCanPerform, canProviderPerform, PROVIDER_ACTIONS } from './provider-action';
import { SEQUENCE_NODE_TYPES } from './sequence-graph';

const node = (id: string, type: string) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { type, label: type, params: {} },
});

describe('provider actions', () => {
  it('given the builder node types, then every one that asks something of LinkedIn is a provider action of the same name', () => {
    const structural = SEQUENCE_NODE_TYPES.filter((type) => !(PROVIDER_ACTIONS as readonly string[]).includes(type));
    expect(structural).toEqual(['delay', 'end-sequence']);
  });

  it('given a provider without follow, when asked, then follow cannot run but delays and supported actions can', () => {
    const supported = new Set(PROVIDER_ACTIONS.filter((a) => a !== 'follow-profile'));
    expect(canProviderPerform('follow-profile', supported)).toBe(false);
    expect(canProviderPerform('send-message', supported)).toBe(true);
    expect(canProviderPerform('delay', new Set())).toBe(true);
    expect(canProviderPerform('end-sequence', new Set())).toBe(true);
  });

  it('given a sequence with a step the provider cannot perform, when checked, then it is refused naming that node', () => {
    const sequence = {
      nodes: [node('a', 'view-profile'), node('b', 'send-message'), node('c', 'delay'), node('d', 'follow-profile')],
      edges: [],
    };
    const supported = new Set(['view-profile', 'send-message']);
    const error = (() => {
      try {
        assertProviderCanPerform(sequence, supported);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      message: 'sequence.nodes[3]: Follow is not supported by the LinkedIn provider',
      code: 'ACTION_NOT_SUPPORTED',
      field: 'sequence.nodes[3]',
    });
  });

  it('given only supported steps, or a graph whose shape is for the parser to judge, when checked, then it passes', () => {
    const supported = new Set(PROVIDER_ACTIONS);
    expect(() =>
      assertProviderCanPerform({ nodes: [node('a', 'follow-profile'), node('b', 'like-post')] }, supported),
    ).not.toThrow();
    expect(() => assertProviderCanPerform({ nodes: 'not a list' }, new Set())).not.toThrow();
    expect(() =>
      assertProviderCanPerform({ nodes: [null, { id: 'x', type: 'no-such-kind' }] }, new Set()),
    ).not.toThrow();
    // The kind is read from data.type first, as parseSequenceGraph does.
    expect(() =>
      assertProviderCanPerform({ nodes: [{ id: 'x', type: 'custom', data: { type: 'send-inmail' } }] }, new Set()),
    ).toThrow(/Send InMail/);
  });
});
