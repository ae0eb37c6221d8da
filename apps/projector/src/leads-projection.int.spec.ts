import {
  campaignStream,
  campaignTargetStream,
  type CampaignTargetEvent,
  type EventMetadata,
  type LeadProfile,
} from '@outflow/domain';
import type { NewEvent } from '@outflow/event-store';
import {
  findLead,
  leadsProjection,
  listLeads,
  summarizeLeads,
  type AnyProjection as Projection,
} from '@outflow/read-models';
import type { KyselyPlugin } from 'kysely';
import { describeWithPostgres } from '@outflow/testing';
import { checkRebuild } from './check-rebuild';
import { projections } from './projections';
import { Projector } from './projector';
import { freshProjectorStores } from '../../../test/support/projector-stores';
import {
  leadProfile,
  pausedCampaignCreated,
  profileUrlOf,
  targetProfileFetched,
} from '../../../test/support/campaign-fixtures';

const meta = (userId: string): EventMetadata => ({ userId, actor: 'user', correlationId: `c-${userId}` });
const at = '2026-11-22T10:00:00.000Z';
const url = profileUrlOf;

const created = (userId: string, campaignId: string, name: string, targets: string[], createdAt = at): NewEvent => ({
  ...pausedCampaignCreated({
    campaignId,
    ownerId: userId,
    name,
    leads: targets.map((targetId) => ({ targetId, profileUrl: url(targetId) })),
    occurredAt: createdAt,
  }),
  metadata: meta(userId),
});
const profile = (first: string, last: string): LeadProfile =>
  leadProfile(first, last, `https://${first.toLowerCase()}.example.com`);
const target = (userId: string, event: CampaignTargetEvent): NewEvent => ({ ...event, metadata: meta(userId) });
const fetched = (userId: string, campaignId: string, targetId: string, p: LeadProfile) =>
  target(userId, targetProfileFetched({ campaignId, targetId }, url(targetId), p, '2026-11-22T11:00:00.000Z'));

/** Counts the statements a projection runs: a batch must be written in bulk, not a statement per event. */
function countingStatements(projection: Projection) {
  const counter = { statements: 0 };
  // Every statement's result passes here, those sent compiled (upsertRows) too.
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counter.statements += 1;
      return args.result;
    },
  };
  const wrapped: Projection = {
    ...projection,
    apply: (trx, events, held) => projection.apply(trx.withPlugin(plugin), events, held),
  };
  return { counter, wrapped };
}

describeWithPostgres('leads projection', () => {
  const stores = freshProjectorStores();

  const project = () => new Projector({ ...stores }).catchUp();

  it("creates a lead per campaign target, enriches it, tracks its status, and keeps each user's leads apart", async () => {
    await stores.store.appendToStream(campaignStream('c1'), [created('alice', 'c1', 'Founders', ['t1', 't2', 't3'])], {
      expectedVersion: 'no_stream',
    });
    await stores.store.appendToStream(campaignStream('c9'), [created('bob', 'c9', "Bob's", ['t9'])], {
      expectedVersion: 'no_stream',
    });
    await stores.store.appendToStream(
      campaignTargetStream('t2'),
      [
        target('alice', {
          type: 'StepStarted',
          data: {
            campaignId: 'c1',
            targetId: 't2',
            stepId: 's1',
            action: 'view-profile',
            phase: 'act',
            attempt: 1,
            occurredAt: at,
          },
        }),
        fetched('alice', 'c1', 't2', profile('Ada', 'Lovelace')),
        target('alice', {
          type: 'StepAwaiting',
          data: {
            campaignId: 'c1',
            targetId: 't2',
            stepId: 's2',
            action: 'send-connection',
            until: at,
            invitationId: 'inv',
            occurredAt: '2026-11-22T12:00:00.000Z',
          },
        }),
      ],
      { expectedVersion: 'no_stream' },
    );
    await project();

    const leads = await listLeads(stores.db, 'alice');
    expect(leads.map((l) => [l._id, l.profileDataFetched, l.status])).toEqual([
      ['t1', false, 'scheduled'],
      ['t2', true, 'awaiting'],
      ['t3', false, 'scheduled'],
    ]);
    expect(await findLead(stores.db, 'alice', 't2')).toEqual({
      _id: 't2',
      profileUrl: url('t2'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      headline: 'Ada at Acme',
      location: 'Berlin, Germany',
      country: 'DE',
      companyName: 'Acme',
      jobTitle: 'CTO',
      pictureUrl: null,
      profileDataFetched: true,
      profileData: expect.objectContaining({ website: 'https://ada.example.com', providerId: 'prov-Ada' }),
      campaignId: 'c1',
      campaignName: 'Founders',
      status: 'awaiting',
      failure: null,
      replied: false,
      addedAt: at,
      // The campaign's one sender (no sender row in this spec, so no name).
      sender: { accountId: 'acc-1', name: null },
    });
    expect((await findLead(stores.db, 'alice', 't1'))?.profileData).toEqual({ website: null });
    expect(await findLead(stores.db, 'alice', 't9')).toBeUndefined();
    expect((await listLeads(stores.db, 'bob')).map((l) => l._id)).toEqual(['t9']);
    expect(await summarizeLeads(stores.db, 'alice')).toEqual({
      total: 3,
      enriched: 1,
      pendingEnrichment: 2,
      byStatus: { scheduled: 2, running: 0, awaiting: 1, completed: 0, failed: 0 },
      replied: 0,
      campaigns: [{ campaignId: 'c1', campaignName: 'Founders', total: 3, enriched: 1 }],
    });
  });

  it('enriches from the first outcome that carries the profile, and counts a reply apart from the state', async () => {
    await stores.store.appendToStream(campaignStream('c1'), [created('alice', 'c1', 'Founders', ['t1'])], {
      expectedVersion: 'no_stream',
    });
    const next = {
      stepId: 's2',
      action: 'send-connection' as const,
      phase: 'act' as const,
      dueAt: at,
      reason: 'sequence-delay' as const,
    };
    await stores.store.appendToStream(
      campaignTargetStream('t1'),
      [
        target('alice', {
          type: 'LinkedInActionPerformed',
          data: {
            campaignId: 'c1',
            targetId: 't1',
            accountId: 'acc-1',
            stepId: 's1',
            action: 'view-profile',
            limit: 'profileViews',
            day: '2026-11-22',
            profileUrl: url('t1'),
            campaignName: 'Founders',
            text: null,
            occurredAt: at,
            profile: profile('Ada', 'Lovelace'),
            next,
          },
        }),
        target('alice', {
          type: 'LeadReplied',
          data: { campaignId: 'c1', targetId: 't1', profileUrl: url('t1'), chatId: null, occurredAt: at },
        }),
        target('alice', {
          type: 'TargetCompleted',
          data: { campaignId: 'c1', targetId: 't1', reason: 'replied', occurredAt: at },
        }),
      ],
      { expectedVersion: 'no_stream' },
    );
    await project();
    expect(await findLead(stores.db, 'alice', 't1')).toMatchObject({
      firstName: 'Ada',
      profileDataFetched: true,
      status: 'completed',
      replied: true,
    });
    expect(await summarizeLeads(stores.db, 'alice')).toMatchObject({ byStatus: { completed: 1 }, replied: 1 });
  });

  it('drops a deleted campaign’s leads, ignores its later target events, and leaves other campaigns alone', async () => {
    await stores.store.appendToStream(
      campaignStream('c1'),
      [created('alice', 'c1', 'First', ['a1', 'a2'], '2026-11-01T10:00:00.000Z')],
      { expectedVersion: 'no_stream' },
    );
    await stores.store.appendToStream(
      campaignStream('c2'),
      [created('alice', 'c2', 'Second', ['b1'], '2026-11-02T10:00:00.000Z')],
      { expectedVersion: 'no_stream' },
    );
    await project(); // a1/a2 now exist only in the table, not in the next batch
    await stores.store.appendToStream(
      campaignTargetStream('a1'),
      [fetched('alice', 'c1', 'a1', profile('Alan', 'Turing'))],
      { expectedVersion: 'no_stream' },
    );
    await stores.store.appendToStream(
      campaignStream('c1'),
      [{ type: 'CampaignDeleted', data: { campaignId: 'c1', deletedAt: at }, metadata: meta('alice') }],
      { expectedVersion: 0n },
    );
    await stores.store.appendToStream(
      campaignTargetStream('a2'),
      [fetched('alice', 'c1', 'a2', profile('Grace', 'Hopper'))],
      { expectedVersion: 'no_stream' },
    );
    // Bob cannot delete Alice's campaign: the delete is filtered by its owner.
    await stores.store.appendToStream(
      campaignStream('c2'),
      [{ type: 'CampaignDeleted', data: { campaignId: 'c2', deletedAt: at }, metadata: meta('bob') }],
      { expectedVersion: 0n },
    );
    await project();

    expect((await listLeads(stores.db, 'alice')).map((l) => [l._id, l.campaignName])).toEqual([['b1', 'Second']]);
    expect(await listLeads(stores.db, 'alice', { campaignId: 'c1' })).toEqual([]);
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
  });

  it('writes a batch of thousands of events with a handful of statements', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `t${String(i).padStart(4, '0')}`);
    await stores.store.appendToStream(campaignStream('big'), [created('alice', 'big', 'Big', ids)], {
      expectedVersion: 'no_stream',
    });
    const { counter, wrapped } = countingStatements(leadsProjection);
    const others = projections.filter((p) => p.name !== 'leads');
    await new Projector({ ...stores, projections: [...others, wrapped] }).catchUp();
    expect(counter.statements).toBe(3); // 3,000 rows, 1,000 a statement

    for (let i = 0; i < ids.length; i += 500) {
      await stores.store.appendToStream(
        `bulk-${i}`,
        ids.slice(i, i + 500).map((id) => fetched('alice', 'big', id, profile(`F${id}`, 'Lee'))),
        { expectedVersion: 'no_stream' },
      );
    }
    counter.statements = 0;
    await new Projector({ ...stores, projections: [...others, wrapped], maxBatchSize: 10_000 }).catchUp();
    expect(counter.statements).toBe(4); // one lookup of the 3,000 rows, three upserts

    const summary = await summarizeLeads(stores.db, 'alice');
    expect([summary.total, summary.enriched]).toEqual([3000, 3000]);
    const leads = await listLeads(stores.db, 'alice', { campaignId: 'big' });
    expect(leads.map((l) => l._id)).toEqual(ids);
    expect(leads[2999].firstName).toBe('Ft2999');
  });
});
