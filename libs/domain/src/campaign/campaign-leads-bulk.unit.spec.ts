import type { DomainEvent } from '../events/event';
import { DeciderSpecification } from '../testing/decider-specification';
import { leadsReached } from '../campaign-target/target-status';
import { replayCampaign } from '../campaign-view/campaign-replay';
import type { CampaignLeadsAdded } from './campaign-events';
import { campaignDecider } from './campaign.decider';
import type { CampaignCommand } from './campaign-commands';
import { createdCampaign, edge, node } from './test-sequences';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-23T09:00:00Z');
const owner = 'user-1';
const spec = DeciderSpecification(campaignDecider);
const stored = (events: readonly DomainEvent[]) => events.map((e) => ({ ...e, metadata: { userId: owner } }));
const created = createdCampaign({
  userId: owner,
  name: 'Q4',
  leads: ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/grace'],
  nodes: [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hi' })],
  edges: [edge('view', 'msg', 3_600_000)],
  now,
});
const add = (profileUrls: unknown[], userId = owner): CampaignCommand => ({
  type: 'AddCampaignLeads',
  data: { userId, profileUrls, now: later },
});
const remove = (targetIds: string[], reached: string[] = []): CampaignCommand => ({
  type: 'RemoveCampaignLeads',
  data: { userId: owner, targetIds, reached, now: later },
});

describe('campaign leads in bulk', () => {
  it('adds the people it does not list yet, with ids after its last, due at once at the first step', () => {
    spec
      .given(stored([created]))
      .when(add(['https://www.linkedin.com/in/grace/', 'linkedin.com/in/alan', 'https://www.linkedin.com/in/alan/']))
      .then([
        {
          type: 'CampaignLeadsAdded',
          data: {
            campaignId: 'c1',
            campaignName: 'Q4',
            campaignStatus: 'active',
            leads: [{ targetId: 'c1_2', profileUrl: 'linkedin.com/in/alan/' }],
            firstPosition: 2,
            initialStep: 'view',
            initialAction: 'view-profile',
            sequenceVersion: 1,
            occurredAt: later.toISOString(),
          },
        },
      ]);
  });

  it('adds nothing when it has them all; refuses a bad URL naming it, another user, and an ended campaign', () => {
    const given = spec.given(stored([created]));
    given.when(add(['https://www.linkedin.com/in/ada/'])).thenNothing();
    given.when(add(['https://example.com/x'])).thenThrows({ code: 'INVALID_LEAD', field: 'profileUrls' });
    given.when(add(['https://www.linkedin.com/in/x'], 'someone-else')).thenThrows({ code: 'CAMPAIGN_NOT_FOUND' });
    spec
      .given(
        stored([
          created,
          {
            type: 'CampaignStatusChanged',
            data: { campaignId: 'c1', status: 'completed', previousStatus: 'active', occurredAt: '' },
          },
        ]),
      )
      .when(add(['https://www.linkedin.com/in/x']))
      .thenThrows({ code: 'CAMPAIGN_ENDED' });
  });

  it('removes only the leads it has not reached; ids are never reused after a removal', () => {
    const after = spec
      .given(stored([created]))
      .when(remove(['c1_0', 'c1_1', 'not-a-lead'], ['c1_1']))
      .then([
        {
          type: 'CampaignLeadsRemoved',
          data: { campaignId: 'c1', targetIds: ['c1_0'], occurredAt: later.toISOString() },
        },
      ]);
    after.when(remove(['c1_1'], ['c1_1'])).thenNothing();
    const [added] = after.when(add(['https://www.linkedin.com/in/ada'])).events() as CampaignLeadsAdded[];
    expect(added.data.leads).toEqual([{ targetId: 'c1_2', profileUrl: 'https://www.linkedin.com/in/ada/' }]);
  });

  it('a lead is reached once an action reached LinkedIn on it', () => {
    expect(
      leadsReached([
        { type: 'StepSucceeded', data: { targetId: 'a' } },
        { type: 'LinkedInActionPerformed', data: { targetId: 'b' } },
      ]),
    ).toEqual(['b']);
  });

  it('the replay folds added and removed leads, each kept at its place', () => {
    const history = stored([created]);
    const [added] = spec
      .given(history)
      .when(add(['https://www.linkedin.com/in/alan']))
      .events();
    const [removed] = spec
      .given(stored([created, added]))
      .when(remove(['c1_0']))
      .events();
    const replay = replayCampaign('c1', stored([created, added, removed]));
    expect([...replay.targets.keys()]).toEqual(['c1_1', 'c1_2']);
    expect(replay.targets.get('c1_2')).toMatchObject({
      stepId: 'view',
      action: 'view-profile',
      dueAt: later.toISOString(),
    });
    expect(replay.campaign.exists && replay.campaign.leads.map((l) => [l.targetId, l.position])).toEqual([
      ['c1_1', 1],
      ['c1_2', 2],
    ]);
  });
});
