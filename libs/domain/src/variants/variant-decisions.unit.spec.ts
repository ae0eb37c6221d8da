import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import { campaignDecider } from '../campaign/campaign.decider';
import type { CampaignCommand } from '../campaign/campaign-commands';
import { createdCampaign, edge, node } from '../campaign/test-sequences';
import { parseSequenceGraph } from '../sequence/parse-sequence-graph';
import { assignVariant } from './variant-assignment';

const now = new Date('2026-11-22T10:00:00Z');
const owner = 'user-1';
const variants = [
  { id: 'a', name: 'Short', text: 'Hi {{firstName}}' },
  { id: 'b', name: 'Long', text: 'Hello {{firstName}}, we met at the fair' },
  { id: 'c', name: 'None', text: '' },
];
const spec = DeciderSpecification(campaignDecider);
const stored = (events: readonly DomainEvent[]) => events.map((e) => ({ ...e, metadata: { userId: owner } }));
const created = stored([
  createdCampaign({
    userId: owner,
    name: 'Notes test',
    leads: ['https://www.linkedin.com/in/ada'],
    nodes: [node('connect', 'send-connection', { variants }), node('view', 'view-profile')],
    edges: [edge('connect', 'view', 1000, 'true')],
    now,
  }),
]);
const decide = (variantId: string, decision: 'choose' | 'pause', stepId = 'connect'): CampaignCommand => ({
  type: 'DecideVariant',
  data: { userId: owner, by: 'member-7', stepId, variantId, decision, now },
});

describe('choosing a winner and pausing a variant', () => {
  it('records the choice with who made it; from then on only the winner is assigned', () => {
    const chosen = spec
      .given(created)
      .when(decide('b', 'choose'))
      .then([
        {
          type: 'VariantChosen',
          data: {
            campaignId: 'c1',
            stepId: 'connect',
            variantId: 'b',
            variantName: 'Long',
            by: 'member-7',
            occurredAt: now.toISOString(),
          },
        },
      ]);
    const state = spec.given(stored(chosen.history)).state();
    if (!state.exists) throw new Error('no campaign');
    const ids = ['c1_0', 'c1_1', 'c1_2', 'c1_3'].map(
      (targetId) =>
        assignVariant({ campaignId: 'c1', stepId: 'connect', targetId }, variants, state.variantChoices?.connect)!.id,
    );
    expect(ids).toEqual(['b', 'b', 'b', 'b']);
    // The same choice again records nothing; another one is refused: a winner is final.
    spec.given(stored(chosen.history)).when(decide('b', 'choose')).thenNothing();
    spec.given(stored(chosen.history)).when(decide('a', 'choose')).thenThrows({ code: 'VARIANT_ALREADY_CHOSEN' });
    spec.given(stored(chosen.history)).when(decide('a', 'pause')).thenThrows({ code: 'VARIANT_ALREADY_CHOSEN' });
  });

  it('pauses variants one by one, never the last one still sent', () => {
    const first = spec.given(created).when(decide('a', 'pause'));
    const paused = first.events();
    expect(paused[0]).toMatchObject({ type: 'VariantPaused', data: { variantId: 'a', variantName: 'Short' } });
    const history = stored([...created, ...paused]);
    spec.given(history).when(decide('a', 'pause')).thenNothing();
    const second = stored(spec.given(history).when(decide('c', 'pause')).events());
    spec
      .given([...history, ...second])
      .when(decide('b', 'pause'))
      .thenThrows({ code: 'LAST_VARIANT', field: 'variantId' });
  });

  it('refuses an unknown step or variant naming the field, and a campaign of someone else', () => {
    spec
      .given(created)
      .when(decide('a', 'choose', 'view'))
      .thenThrows({ code: 'STEP_NOT_FOUND', field: 'stepId' });
    spec.given(created).when(decide('zz', 'choose')).thenThrows({ code: 'VARIANT_NOT_FOUND', field: 'variantId' });
    spec
      .given(created)
      .when({ ...decide('a', 'choose'), data: { ...decide('a', 'choose').data, userId: 'bob' } } as CampaignCommand)
      .thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
  });
});

describe('parseSequenceGraph with variants', () => {
  const graph = (params: Record<string, unknown>) => ({
    nodes: [{ id: 'n1', type: 'send-message', data: { type: 'send-message', label: 'Hello', params } }],
    edges: [],
  });

  it("names the variant's field of a bad variant, as for the single text", () => {
    const bad = { variants: [variants[0], { id: 'b', name: 'Typo', text: 'Hi {{first_name}}' }] };
    expect(() => parseSequenceGraph(graph(bad))).toThrow(
      expect.objectContaining({ field: 'sequence.nodes[0].data.params.variants[1].text' }),
    );
  });

  it('keeps only the four fields of each variant', () => {
    const extra = {
      variants: [
        { ...variants[0], extra: 'x' },
        { ...variants[1], weight: 3 },
      ],
    };
    expect(parseSequenceGraph(graph(extra)).nodes[0].data.params.variants).toEqual([
      variants[0],
      { ...variants[1], weight: 3 },
    ]);
  });
});
