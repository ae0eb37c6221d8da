import { contactStream, type CampaignCreated, type DomainEvent } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { sql } from 'kysely';
import { campaignHistory, type PlannedAppend } from '../../../test/support/campaign-history';
import { UNPROJECTABLE_STREAM, unprojectableMessage } from '../../../test/support/poison-event';
import { freshProjectorStores } from '../../../test/support/projector-stores';
import type { AnyProjection } from '@outflow/read-models';
import { checkRebuild } from './check-rebuild';
import { projections } from './projections';
import { Projector } from './projector';

const START = new Date('2026-10-01T08:00:00.000Z');

/**
 * Fails twice on the first contact's sequence that ends, writing nothing: the batch holding it (the
 * other projections have folded it in memory) fails, then the event alone; the next try applies
 * it. A catch-up that kept the failed batch's rows would count that sequence twice.
 */
function failingTwice(): AnyProjection {
  let failures = 0;
  let first: string | undefined;
  return {
    name: 'failing_twice',
    eventTypes: ['ContactSequenceEnded'],
    async apply(_trx, events) {
      first ??= events[0].eventId;
      if (failures < 2 && events.some((e) => e.eventId === first)) {
        failures += 1;
        throw new Error('not this time');
      }
    },
  };
}

/**
 * A catch-up folds each batch onto the rows its earlier batches held. Its read models must be the
 * ones a catch-up of one batch writes (which holds nothing across batches), also when a batch in
 * the middle fails and falls back to one event at a time.
 */
describeWithPostgres('catch-up holding rows between batches', () => {
  const stores = freshProjectorStores();

  /** Two users' campaigns whose leads are invited, accepted, messaged, with their contacts; interleaved. */
  async function storeCampaigns(poisonAfterRound: number): Promise<number> {
    const all: PlannedAppend[][] = [];
    for (const owner of ['alice', 'bob']) {
      const history = campaignHistory({
        campaignId: `campaign-${owner}`,
        ownerId: owner,
        accountId: `account-${owner}`,
        leads: 6,
        deferrals: 1,
        start: START,
      });
      const created = history.created.events[0] as CampaignCreated;
      all.push([history.created]);
      history.perLead.forEach((appends, lead) => {
        const target = created.data.leads[lead];
        const ref = { contactId: `lead-${lead}`, campaignId: history.campaignId, targetId: target.targetId };
        const contact: DomainEvent[] = [
          {
            type: 'ContactAdded',
            data: {
              contactId: ref.contactId,
              ownerId: owner,
              profileUrl: target.profileUrl,
              providerId: `ACo${lead}`,
              publicId: ref.contactId,
              name: `Lead ${lead}`,
              source: 'campaign',
              occurredAt: START.toISOString(),
            },
          },
          { type: 'ContactEnrolled', data: { ...ref, occurredAt: START.toISOString() } },
        ];
        const ended: PlannedAppend[] = appends.some((a) => a.events.some((e) => e.type === 'TargetCompleted'))
          ? [
              {
                streamId: contactStream(owner, ref.contactId),
                events: [
                  {
                    type: 'ContactSequenceEnded',
                    data: { ...ref, outcome: 'completed', occurredAt: START.toISOString() },
                  },
                ],
              },
            ]
          : [];
        all.push([
          ...appends.slice(0, 2),
          { streamId: contactStream(owner, ref.contactId), events: contact },
          ...appends.slice(2),
          ...ended,
        ]);
      });
    }
    let events = 0;
    const rounds = Math.max(...all.map((l) => l.length));
    for (let round = 0; round < rounds; round++) {
      for (const append of all.map((l) => l[round]).filter(Boolean)) {
        const owner = append.streamId.includes('alice') ? 'alice' : 'bob';
        const actor = append.events.some((e) => e.type === 'ConnectionAccepted') ? 'webhook' : 'runner';
        await stores.store.appendToStream(
          append.streamId,
          append.events.map((e) => ({ ...e, metadata: { userId: owner, actor, correlationId: `r${round}` } })),
          { expectedVersion: 'any' },
        );
        events += append.events.length;
      }
      if (round === poisonAfterRound) {
        await stores.store.appendToStream(UNPROJECTABLE_STREAM, [unprojectableMessage('alice')], {
          expectedVersion: 'any',
        });
        events += 1;
      }
    }
    return events;
  }

  it('writes in batches of a few events the read models a single batch writes, around a batch that fails', async () => {
    const events = await storeCampaigns(3);
    const projector = new Projector({ ...stores, maxBatchSize: 40, projections: [...projections, failingTwice()] });
    // The failed batch is tried again from its checkpoint until its poison event is parked.
    let applied = 0;
    for (let attempt = 0; attempt < 5 && applied < events; attempt++) applied += await projector.catchUp();
    expect(applied).toBe(events);
    expect((await projector.parked()).map((p) => p.eventType)).toEqual(['ChatMessageRecorded']);

    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM campaign_targets WHERE invited`.execute(
      stores.db,
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    // The campaigns' figures, which a catch-up counts from the rows it holds, are the table's.
    const { rows: figures } = await sql<Record<string, string | number | { completed: number; total: number }>>`
      SELECT c.target_stats AS stats, c.connection_accept_rate AS accept, c.response_rate AS response,
        count(*) AS total, count(*) FILTER (WHERE t.state = 'completed') AS completed,
        count(*) FILTER (WHERE t.invited) AS invited, count(*) FILTER (WHERE t.accepted AND t.invited) AS accepted,
        count(*) FILTER (WHERE t.messaged OR t.invited) AS contacted,
        count(*) FILTER (WHERE t.replied AND (t.messaged OR t.invited)) AS responded
      FROM campaigns c JOIN campaign_targets t ON t.campaign_id = c.id GROUP BY c.id`.execute(stores.db);
    const percent = (part: unknown, whole: unknown) =>
      Number(whole) > 0 ? Math.round((Number(part) / Number(whole)) * 1000) / 10 : 0;
    expect(figures).toHaveLength(2);
    for (const f of figures) {
      const stats = f.stats as { completed: number; total: number };
      expect([stats.total, stats.completed]).toEqual([Number(f.total), Number(f.completed)]);
      expect([Number(f.accept), Number(f.response)]).toEqual([
        percent(f.accepted, f.invited),
        percent(f.responded, f.contacted),
      ]);
    }
    expect(figures.some((f) => Number(f.accepted) > 0 && Number(f.completed) > 0)).toBe(true);
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
  });

  it('counts a campaign paused between batches as paused in the batches after, as a single batch does', async () => {
    const history = campaignHistory({
      campaignId: 'campaign-carol',
      ownerId: 'carol',
      accountId: 'account-carol',
      leads: 4,
      deferrals: 1,
      start: START,
    });
    const metadata = { userId: 'carol', actor: 'user' as const, correlationId: 'c-carol' };
    const append = (streamId: string, events: DomainEvent[]) =>
      stores.store.appendToStream(
        streamId,
        events.map((e) => ({ ...e, metadata })),
        { expectedVersion: 'any' },
      );
    await append(history.created.streamId, history.created.events);
    // Every lead starts before the pause; what comes after is counted in later batches.
    for (const appends of history.perLead) await append(appends[0].streamId, appends[0].events);
    const at = START.toISOString();
    await append(history.created.streamId, [
      {
        type: 'CampaignStatusChanged',
        data: { campaignId: 'campaign-carol', status: 'paused', previousStatus: 'active', occurredAt: at },
      },
    ]);
    for (const appends of history.perLead) for (const a of appends.slice(1, 3)) await append(a.streamId, a.events);

    await new Projector({ ...stores, maxBatchSize: 3 }).catchUp();
    const [campaign] = await stores.db
      .selectFrom('campaigns')
      .select(['status', 'target_stats'])
      .where('id', '=', 'campaign-carol')
      .execute();
    expect(campaign.status).toBe('paused');
    expect(campaign.target_stats).toMatchObject({ running: 0, total: 4 });
    expect(campaign.target_stats.paused).toBeGreaterThan(0);
    expect(await checkRebuild(stores.store, stores.db, stores.databaseUrl)).toEqual([]);
  });
});
