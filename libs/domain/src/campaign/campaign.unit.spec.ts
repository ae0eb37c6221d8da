import { DomainError } from '../errors';
import type { DomainEvent } from '../events/event';
import type { CampaignCreated } from './campaign-events';
import { campaignDecider } from './campaign.decider';
import type { CampaignCommand } from './campaign-commands';
import { edge, node } from './test-sequences';

const now = new Date('2026-11-22T10:00:00Z');
const owner = 'user-1';
const graph = { nodes: [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hi {{firstName}}' })], edges: [edge('view', 'msg', 3_600_000)] };

const create = (overrides: Partial<Extract<CampaignCommand, { type: 'CreateCampaign' }>['data']> = {}): CampaignCommand => ({
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

/** Stored events carry their owner in metadata; the state reads it from there. */
const stored = (events: DomainEvent[]) => events.map((e) => ({ ...e, metadata: { userId: owner } }));
const fold = (events: DomainEvent[]) => stored(events).reduce(campaignDecider.evolve, campaignDecider.initialState());
const errorOf = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
};

describe('campaign', () => {
  it('creating records the trimmed name, deduplicated normalised leads with target ids, the converted sequence and status active', () => {
    const [event] = campaignDecider.decide(create(), campaignDecider.initialState()) as CampaignCreated[];
    expect(event.type).toBe('CampaignCreated');
    expect(event.data.name).toBe('Q4 founders');
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

  it.each([
    [{ name: '   ' }, 'name', 'Please enter a campaign name'],
    [{ name: 'x'.repeat(201) }, 'name', 'name must be at most 200 characters'],
    [{ leads: [] }, 'leads', 'Please add at least one LinkedIn profile URL'],
    [{ leads: ['https://www.linkedin.com/in/ada', 'not a url'] }, 'leads', 'leads[1] is not a LinkedIn profile URL: not a url'],
    [{ nodes: [], edges: [] }, 'sequence', 'Invalid sequence: Sequence must have at least one node'],
    [{ edges: [] }, 'sequence', 'Invalid sequence: Nodes must be connected with edges'],
  ])('refuses %j naming the field %s', (overrides, field, message) => {
    const error = errorOf(() => campaignDecider.decide(create(overrides), campaignDecider.initialState()));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });

  it('pauses and resumes; the same status again records nothing', () => {
    const created = campaignDecider.decide(create(), campaignDecider.initialState());
    const pause = { type: 'ChangeCampaignStatus', data: { userId: owner, status: 'paused', now } } as const;
    const paused = campaignDecider.decide(pause, fold(created));
    expect(paused).toEqual([{ type: 'CampaignStatusChanged', data: { campaignId: 'c1', status: 'paused', previousStatus: 'active', changedAt: now.toISOString() } }]);
    expect(campaignDecider.decide(pause, fold([...created, ...paused]))).toEqual([]);
    const state = fold([...created, ...paused]);
    expect(state.exists && state.status).toBe('paused');
  });

  it('a completed campaign cannot be started again', () => {
    const created = campaignDecider.decide(create(), campaignDecider.initialState());
    const done = campaignDecider.decide({ type: 'ChangeCampaignStatus', data: { userId: owner, status: 'completed', now } }, fold(created));
    const error = errorOf(() => campaignDecider.decide({ type: 'ChangeCampaignStatus', data: { userId: owner, status: 'active', now } }, fold([...created, ...done])));
    expect(error.code).toBe('CAMPAIGN_ENDED');
  });

  it("another user's campaign, a deleted one and a missing one all answer CAMPAIGN_NOT_FOUND", () => {
    const created = campaignDecider.decide(create(), campaignDecider.initialState());
    const deleted = campaignDecider.decide({ type: 'DeleteCampaign', data: { userId: owner, now } }, fold(created));
    expect(deleted[0].type).toBe('CampaignDeleted');
    const asBob = { type: 'DeleteCampaign', data: { userId: 'bob', now } } as const;
    expect(errorOf(() => campaignDecider.decide(asBob, fold(created))).code).toBe('CAMPAIGN_NOT_FOUND');
    expect(errorOf(() => campaignDecider.decide({ type: 'DeleteCampaign', data: { userId: owner, now } }, fold([...created, ...deleted]))).code).toBe('CAMPAIGN_NOT_FOUND');
    expect(errorOf(() => campaignDecider.decide(asBob, campaignDecider.initialState())).code).toBe('CAMPAIGN_NOT_FOUND');
  });
});
