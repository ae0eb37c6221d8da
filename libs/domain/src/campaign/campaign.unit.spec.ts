import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import type { CampaignCreated } from './campaign-events';
import { campaignDecider } from './campaign.decider';
import type { CampaignCommand } from './campaign-commands';
import { edge, node } from './test-sequences';

const now = new Date('2026-11-22T10:00:00Z');
const owner = 'user-1';
const graph = {
  nodes: [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hi {{firstName}}' })],
  edges: [edge('view', 'msg', 3_600_000)],
};

const create = (
  overrides: Partial<Extract<CampaignCommand, { type: 'CreateCampaign' }>['data']> = {},
): CampaignCommand => ({
  type: 'CreateCampaign',
  data: {
    campaignId: 'c1',
    userId: owner,
    name: '  Q4 founders  ',
    description: 'Q4 founders - created via sequence builder',
    leads: ['https://www.linkedin.com/in/ada', ' https://www.linkedin.com/in/ada/ ', '', 'linkedin.com/in/grace'],
    nodes: graph.nodes,
    edges: graph.edges,
    accountId: 'acc-1',
    leadSource: 'manual',
    now,
    newSequenceId: () => 'abc',
    ...overrides,
  },
});

/** Events as the store hands them back, with their metadata (whose tenant is not where the owner is read). */
const stored = (events: readonly DomainEvent[], tenant = owner) =>
  events.map((e) => ({ ...e, metadata: { userId: tenant } }));
const spec = DeciderSpecification(campaignDecider);
const changeStatus = (status: 'active' | 'paused' | 'completed'): CampaignCommand => ({
  type: 'ChangeCampaignStatus',
  data: { userId: owner, status, now },
});
const remove = (userId: string): CampaignCommand => ({ type: 'DeleteCampaign', data: { userId, now } });

describe('campaign', () => {
  it('given several senders, when created, then it records them (the first as accountId) and folds them', () => {
    const events = spec
      .given([])
      .when(create({ senders: ['acc-2', 'acc-1'] }))
      .events() as CampaignCreated[];
    expect(events[0].data).toMatchObject({ accountId: 'acc-2', senders: ['acc-2', 'acc-1'] });
    const state = stored(events).reduce(campaignDecider.evolve, campaignDecider.initialState());
    expect(state.exists && state.senders).toEqual(['acc-2', 'acc-1']);
  });

  it('given no senders (or an event from before them), when created, then it folds as its one account', () => {
    const events = spec.given([]).when(create()).events() as CampaignCreated[];
    expect(events[0].data).not.toHaveProperty('senders');
    const state = stored(events).reduce(campaignDecider.evolve, campaignDecider.initialState());
    expect(state.exists && state.senders).toEqual(['acc-1']);
  });

  it('given duplicated senders, when created, then `senders` is refused', () => {
    expect(() =>
      spec
        .given([])
        .when(create({ senders: ['acc-1', 'acc-1'] }))
        .events(),
    ).toThrow(expect.objectContaining({ field: 'senders' }));
  });

  it('creating records the trimmed name, deduplicated normalised leads with target ids, the converted sequence and status active', () => {
    const [event] = spec.given([]).when(create()).events() as CampaignCreated[];
    expect(event.type).toBe('CampaignCreated');
    expect(event.data.name).toBe('Q4 founders');
    expect(event.data.ownerId).toBe(owner);
    expect(event.data.leads).toEqual([
      { targetId: 'c1_0', profileUrl: 'https://www.linkedin.com/in/ada/' },
      { targetId: 'c1_1', profileUrl: 'linkedin.com/in/grace/' },
    ]);
    expect(event.data.status).toBe('active');
    expect(event.data.sequence.initialStep).toBe('view');
    expect(event.data.sequence.steps.view.next).toBe('msg');
    expect(event.data.sequence.steps.view.delay).toBe(3_600_000);
    expect(event.data.sequence.steps.msg.params.profileUrl).toBe('{{profileUrl}}');
  });

  it("creating keeps the names a search gave with their leads, a duplicate's dropped with it", () => {
    const [event] = spec
      .given([])
      .when(create({ leadNames: ['Ada Lovelace', 'Ada again', '', ''] }))
      .events() as CampaignCreated[];
    expect(event.data.leads).toEqual([
      { targetId: 'c1_0', profileUrl: 'https://www.linkedin.com/in/ada/', name: 'Ada Lovelace' },
      { targetId: 'c1_1', profileUrl: 'linkedin.com/in/grace/' },
    ]);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Please enter a campaign name'],
    [{ name: 'x'.repeat(201) }, 'name', "Keep the campaign's name to 200 characters."],
    [{ leads: [] }, 'leads', 'Please add at least one LinkedIn profile URL'],
    [
      { leads: ['https://www.linkedin.com/in/ada', 'not a url'] },
      'leads',
      'The lead on line 2 is not a LinkedIn profile address (https://www.linkedin.com/in/…): not a url.',
    ],
    [{ nodes: [], edges: [] }, 'sequence', 'Invalid sequence: Sequence must have at least one node'],
    [{ edges: [] }, 'sequence', 'Invalid sequence: Nodes must be connected with edges'],
  ])('refuses %j naming the field %s', (overrides, field, message) => {
    spec.given([]).when(create(overrides)).thenThrows(DomainError, { field, message });
  });

  it("the owner is the one the creation's data names: only they may change the campaign", () => {
    const created = spec.given([]).when(create()).events();
    const state = spec.given(stored(created, 'someone-else')).state();
    expect(state.exists && state.userId).toBe(owner);
    spec
      .given(stored(created, 'someone-else'))
      .when(changeStatus('paused'))
      .then([
        {
          type: 'CampaignStatusChanged',
          data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', occurredAt: now.toISOString() },
        },
      ]);
  });

  it('pauses and resumes; the same status again records nothing', () => {
    const created = spec.given([]).when(create()).events();
    const paused = spec
      .given(stored(created))
      .when(changeStatus('paused'))
      .then([
        {
          type: 'CampaignStatusChanged',
          data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', occurredAt: now.toISOString() },
        },
      ]);
    spec.given(stored(paused.history)).when(changeStatus('paused')).thenNothing();
    const state = spec.given(stored(paused.history)).state();
    expect(state.exists && state.status).toBe('paused');
  });

  it('a completed campaign cannot be started again', () => {
    const created = spec.given([]).when(create()).events();
    const done = spec.given(stored(created)).when(changeStatus('completed')).events();
    spec
      .given(stored([...created, ...done]))
      .when(changeStatus('active'))
      .thenThrows({ code: 'CAMPAIGN_ENDED' });
  });

  it("another user's campaign, a deleted one and a missing one all answer CAMPAIGN_NOT_FOUND", () => {
    const created = spec.given([]).when(create()).events();
    const deleted = spec.given(stored(created)).when(remove(owner)).events();
    expect(deleted[0].type).toBe('CampaignDeleted');
    spec.given(stored(created)).when(remove('bob')).thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
    spec
      .given(stored([...created, ...deleted]))
      .when(remove(owner))
      .thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
    spec.given([]).when(remove('bob')).thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
  });
});
