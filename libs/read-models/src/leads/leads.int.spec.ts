import type { CampaignProfilesReset, LeadReplied } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { campaignsProjection } from '../campaigns/campaigns.projection';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import {
  campaignCreated,
  profile,
  profileViewed,
  quotaReserved,
  targetCompleted,
  targetFailed,
} from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { leadsProjection } from './leads.projection';
import { findLead, isUsersCampaign, listActiveLeads, listLeads, summarizeLeads } from './leads.queries';

const replied = (campaignId: string, targetId: string): LeadReplied => ({
  type: 'LeadReplied',
  data: { campaignId, targetId, profileUrl: '', chatId: 'chat-1', occurredAt: '2026-11-22T11:00:00.000Z' },
});
const reset = (campaignId: string): CampaignProfilesReset => ({
  type: 'CampaignProfilesReset',
  data: { campaignId, occurredAt: '2026-11-22T12:00:00.000Z' },
});

describeWithPostgres('leads read model', () => {
  const rm = readModelDatabase();

  it('gives each lead of a campaign a row, enriched by its first profile, its status moved by the target events', async () => {
    await project(rm.db, leadsProjection, [
      recorded('ld-1', campaignCreated('ld-c1', ['ld-t1', 'ld-t2', 'ld-t3'], { name: 'Founders' })),
      recorded('ld-1', profileViewed('ld-c1', 'ld-t1', { profile: profile('Ada', 'Lovelace') })),
    ]);
    await project(rm.db, leadsProjection, [
      recorded('ld-1', quotaReserved('ld-c1', 'ld-t2')),
      recorded('ld-1', targetCompleted('ld-c1', 'ld-t1')),
      recorded('ld-1', replied('ld-c1', 'ld-t1')),
    ]);

    expect(await findLead(rm.db, 'ld-1', 'ld-t1')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Acme',
      profileDataFetched: true,
      profileData: { publicId: 'ada-lovelace', website: null },
      campaignName: 'Founders',
      status: 'completed',
      replied: true,
      addedAt: '2026-11-22T09:00:00.000Z',
    });
    expect((await listLeads(rm.db, 'ld-1', { campaignId: 'ld-c1' })).map((l) => [l._id, l.status])).toEqual([
      ['ld-t1', 'completed'],
      ['ld-t2', 'running'],
      ['ld-t3', 'scheduled'],
    ]);
    expect(await summarizeLeads(rm.db, 'ld-1')).toMatchObject({
      total: 3,
      enriched: 1,
      pendingEnrichment: 2,
      replied: 1,
      byStatus: { scheduled: 1, running: 1, awaiting: 0, completed: 1, failed: 0 },
      campaigns: [{ campaignId: 'ld-c1', campaignName: 'Founders', total: 3, enriched: 1 }],
    });
    expect(await findLead(rm.db, 'someone-else', 'ld-t1')).toBeUndefined();
  });

  it('names a lead by the name its search gave until its profile is fetched, and says why its campaign gave it up', async () => {
    const created = campaignCreated('ld-c9', ['ld-t90', 'ld-t91']);
    const named = {
      ...created,
      data: {
        ...created.data,
        leads: [{ ...created.data.leads[0], name: 'Grace Brewster Hopper' }, created.data.leads[1]],
      },
    };
    await project(rm.db, campaignTargetsProjection, [recorded('ld-9', named)]);
    await project(rm.db, leadsProjection, [recorded('ld-9', named)]);
    expect(await findLead(rm.db, 'ld-9', 'ld-t90')).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      profileDataFetched: false,
      failure: null,
    });
    const failed = targetFailed('ld-c9', 'ld-t91', 'LinkedIn profile not found');
    await project(rm.db, campaignTargetsProjection, [recorded('ld-9', failed)]);
    await project(rm.db, leadsProjection, [recorded('ld-9', failed)]);
    expect(await findLead(rm.db, 'ld-9', 'ld-t91')).toMatchObject({
      status: 'failed',
      failure: 'LinkedIn profile not found',
    });
  });

  it('marks the unfinished leads not enriched on a profile reset, lists the active ones and drops them with their campaign', async () => {
    const created = recorded('ld-2', campaignCreated('ld-c2', ['ld-t4', 'ld-t5']));
    await project(rm.db, campaignsProjection, [created]);
    await project(rm.db, leadsProjection, [
      created,
      recorded('ld-2', profileViewed('ld-c2', 'ld-t4', { profile: profile('Grace', 'Hopper') })),
      recorded('ld-2', profileViewed('ld-c2', 'ld-t5', { profile: profile('Alan', 'Turing') })),
      recorded('ld-2', targetCompleted('ld-c2', 'ld-t5')),
    ]);
    await project(rm.db, leadsProjection, [recorded('ld-2', reset('ld-c2'))]);

    expect((await listLeads(rm.db, 'ld-2')).map((l) => [l._id, l.profileDataFetched])).toEqual([
      ['ld-t4', false],
      ['ld-t5', true],
    ]);
    expect(await listActiveLeads(rm.db, 'ld-2')).toEqual([
      {
        leadId: 'ld-t4',
        profileUrl: 'https://www.linkedin.com/in/ld-t4/',
        campaignId: 'ld-c2',
        campaignName: 'Campaign ld-c2',
        status: 'scheduled',
      },
    ]);
    expect(await isUsersCampaign(rm.db, 'ld-2', 'ld-c2')).toBe(true);
    expect(await isUsersCampaign(rm.db, 'someone-else', 'ld-c2')).toBe(false);

    await project(rm.db, leadsProjection, [
      recorded('ld-2', {
        type: 'CampaignDeleted',
        data: { campaignId: 'ld-c2', occurredAt: '2026-11-22T13:00:00.000Z' },
      }),
    ]);
    expect(await listLeads(rm.db, 'ld-2')).toEqual([]);
  });
});
