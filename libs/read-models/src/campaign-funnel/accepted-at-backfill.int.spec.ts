import { describeWithPostgres } from '@outflow/testing';
import type { CampaignCreated, TargetEvent } from '@outflow/domain';
import { INVITE_TWO_WAYS, invitationSent } from '../../../domain/src/testing/invitation-fixtures';
import { sql, type Kysely } from 'kysely';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import { profileUrlOf } from '../../../../test/support/campaign-fixtures';
import { campaignCreated } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignFunnelMigration } from './campaign-funnel.migration';
import { campaignFunnelProjection } from './campaign-funnel.projection';

const created = (campaignId: string, targets: string[]): CampaignCreated => {
  const base = campaignCreated(campaignId, targets);
  return { ...base, data: { ...base.data, sequence: INVITE_TWO_WAYS } };
};

const invited = (campaignId: string, targetId: string, at: string): TargetEvent =>
  invitationSent({ campaignId, targetId }, at, { profileUrl: profileUrlOf(targetId), campaignName: 'Backfill' });

const accepted = (campaignId: string, targetId: string, at: string): TargetEvent => ({
  type: 'ConnectionAccepted',
  data: { campaignId, targetId, profileUrl: profileUrlOf(targetId), occurredAt: at },
});

describeWithPostgres('read-model migration 0023-accepted-at-backfill', () => {
  const rm = readModelDatabase();

  it("dates the acceptances projected before accepted_at was kept from the contacts' connected_at", async () => {
    const [c, u] = ['bf-c1', 'bf-u'];
    const ids = ['bf-t1', 'bf-t2', 'bf-t3'];
    const events = [
      recorded(u, created(c, ids)),
      ...ids.map((t) => recorded(u, invited(c, t, '2026-11-22T10:00:00.000Z'))),
      recorded(u, accepted(c, 'bf-t1', '2026-11-23T08:00:00.000Z')),
      recorded(u, accepted(c, 'bf-t2', '2026-11-23T09:00:00.000Z')),
    ];
    await project(rm.db, campaignTargetsProjection, events);
    await project(rm.db, campaignFunnelProjection, events);
    // As rows projected before 0022 stand: accepted, undated.
    await sql`UPDATE campaign_funnel_leads SET accepted_at = NULL WHERE campaign_id = ${c}`.execute(rm.db);
    const contact = (t: string, connectedAt: string | null) => ({
      user_id: u,
      contact_id: `contact-${t}`,
      profile_url: profileUrlOf(t),
      source: 'campaign',
      connected_at: connectedAt,
      created_at: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-23T09:00:00.000Z',
    });
    // t2's contact knows no acceptance (it stays undated); t3 was connected, but never accepted here.
    await rm.db
      .insertInto('contacts')
      .values([
        contact('bf-t1', '2026-11-23T08:00:00.000Z'),
        contact('bf-t2', null),
        contact('bf-t3', '2026-11-24T08:00:00.000Z'),
      ])
      .execute();

    // Migrations run on an untyped database, as the migrator hands it to them.
    await campaignFunnelMigration['0023-accepted-at-backfill'].up(rm.db as unknown as Kysely<unknown>);

    const rows = await rm.db
      .selectFrom('campaign_funnel_leads')
      .select(['target_id', 'accepted', 'accepted_at'])
      .where('campaign_id', '=', c)
      .orderBy('target_id')
      .execute();
    expect(rows.map((r) => [r.target_id, r.accepted, r.accepted_at?.toISOString() ?? null])).toEqual([
      ['bf-t1', true, '2026-11-23T08:00:00.000Z'],
      ['bf-t2', true, null],
      ['bf-t3', false, null],
    ]);
  });
});
