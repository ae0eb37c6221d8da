import type { CampaignAnswer } from '@outflow/api-contract';
import { FixedClock } from '@outflow/domain';
import { sql } from 'kysely';
import { useApiHarness } from '../support/api-suite';
import { graphEdge, graphNode } from '../support/campaign-fixtures';
import { describeWithPostgres } from '@outflow/testing';
import { main } from '../../apps/api/src/replay-cli';
import { userWith } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const T0 = new Date('2026-11-24T09:00:00.000Z');
const sequence = {
  nodes: [
    graphNode('view', 'view-profile', {}, 'View Profile'),
    graphNode('msg', 'send-message', { message: 'Hi' }, 'Send Message'),
  ],
  edges: [graphEdge('view', 'msg', 3_600_000)],
};

describeWithPostgres('npm run replay', () => {
  const clock = new FixedClock(T0);
  const api = useApiHarness({ clock, env: { LAPSE_CHECK_INTERVAL_MS: '3600000' } });
  let campaignId: string;
  beforeAll(async () => {
    const { token } = await userWith(api, { trial: true, linkedIn: true });
    const leads = [
      'https://www.linkedin.com/in/ada-lovelace',
      'https://www.linkedin.com/in/grace-hopper',
      'https://www.linkedin.com/in/alan-turing',
    ];
    campaignId = (
      await api.request<CampaignAnswer>('POST', '/api/campaigns', {
        token,
        body: { name: 'Replayed', leads, sequence },
      })
    ).body.campaign._id;
    clock.advance(60_000);
    await api.request('PATCH', `/api/campaigns/${campaignId}/status`, { token, body: { status: 'paused' } });
    expect((await api.request('POST', `/api/campaigns/${campaignId}/reset-profiles`, { token })).body).toEqual({
      success: true,
      leads: 3,
    });
  });

  async function replay(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = { DATABASE_URL: api.config.DATABASE_URL!, DATA_DIR: api.config.DATA_DIR, LOG_LEVEL: 'silent' };
    const code = await main(argv, { env, clock, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err: err.join('\n') };
  }

  it('prints a campaign as it stands, and as it stood at a point of its history', async () => {
    const now = await replay('--campaign', campaignId);
    expect(now.code).toBe(0);
    expect(now.out.slice(0, 4)).toEqual([
      `Campaign "Replayed" (${campaignId}), paused`,
      expect.stringMatching(/^Replayed at 2026-11-24T09:01:00.000Z, position \d+:\d+, event 3 of 3$/),
      'Leads 3: scheduled 3, running 0, awaiting 0, completed 0, failed 0',
      'Invited 0, accepted 0 (0%), messaged 0, replied 0 (0%), actions today 0',
    ]);
    expect(now.out).toContainEqual(expect.stringMatching(/^View Profile +3 +0 +0 +0 +0$/));
    expect(now.out).toContainEqual(
      expect.stringMatching(
        /^0 +ada-lovelace +scheduled +View Profile +2026-11-24T09:00:00.000Z +The campaign is paused/,
      ),
    );
    const first = await replay('--campaign', campaignId, '--at', T0.toISOString());
    expect(first.out[0]).toBe(`Campaign "Replayed" (${campaignId}), active`);
    expect(first.out[1]).toMatch(/event 1 of 3$/);
    // The funnel as it stood: every lead reached the first step, nothing was performed yet.
    expect(first.out).toContainEqual(expect.stringMatching(/^Funnel +reached performed/));
    expect(first.out).toContainEqual(expect.stringMatching(/^view \(view-profile\) +3 +0 +0 +0 +0 /));
  });

  it('exports the timeline as JSON lines and CSV', async () => {
    const jsonl = await replay('--campaign', campaignId, '--export', 'jsonl');
    expect(jsonl.out.map((l) => JSON.parse(l).summary)).toEqual([
      'Campaign "Replayed" created with 3 leads and 2 steps',
      'Campaign paused',
      "Lead profiles reset: each lead's profile is fetched again on its next step",
    ]);
    const csv = await replay('--campaign', campaignId, '--export', 'csv');
    expect(csv.out[0]).toBe('position,time,recordedAt,type,actor,targetId,summary,correlationId,causationId,streamId');
    expect(csv.out).toHaveLength(4);
  });

  it('--verify finds the read models equal to the replay, then names a tampered row', async () => {
    expect((await replay('--verify')).out).toEqual([
      expect.stringMatching(/^1 campaign replayed up to \d+:\d+: the read models match$/),
    ]);
    await sql`UPDATE read_models.campaign_targets SET state = 'failed' WHERE target_id = ${`${campaignId}_1`}`.execute(
      api.readDb,
    );
    await sql`UPDATE read_models.campaign_targets SET target_state = jsonb_set(target_state, '{replied}', 'true') WHERE target_id = ${`${campaignId}_2`}`.execute(
      api.readDb,
    );
    // The funnel's row of a lead, as if its profile view had been performed.
    await sql`UPDATE read_models.campaign_funnel_leads SET performed_at = ${T0} WHERE target_id = ${`${campaignId}_0`}`.execute(
      api.readDb,
    );
    const tampered = await replay('--verify');
    expect(tampered.code).toBe(1);
    expect(tampered.out).toEqual([
      `campaign ${campaignId} lead ${campaignId}_1: campaign_targets.state is "failed" in the read model, "scheduled" in the replay`,
      expect.stringMatching(
        new RegExp(
          `^campaign ${campaignId} lead ${campaignId}_2: campaign_targets.target_state is .*"replied":true.* in the read model, .*"replied":false.* in the replay$`,
        ),
      ),
      `campaign ${campaignId} lead ${campaignId}_0: campaign_funnel_leads.view.performedAt is "2026-11-24T09:00:00.000Z" in the read model, null in the replay`,
      expect.stringMatching(/^1 campaign replayed up to \d+:\d+: 3 differences$/),
    ]);
  });

  it('refuses bad arguments with the usage', async () => {
    expect(await replay('--campaign', campaignId, '--at', 'yesterday')).toMatchObject({
      code: 1,
      err: expect.stringContaining('at must be a global position'),
    });
    expect(await replay()).toMatchObject({ code: 1, err: expect.stringContaining('Usage:') });
    expect(await replay('--campaign', 'nope')).toMatchObject({ code: 1, err: 'No campaign nope' });
  });
});
