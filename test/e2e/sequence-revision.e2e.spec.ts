/**
 * Revising a running sequence (issue 21 item 5), end to end on the LinkedIn sandbox with the API,
 * the projector and the runner on one moved clock: three campaigns whose leads wait on a step the
 * revision removes, each sending them one of the three ways (the removed step's next step, a step
 * the user picks, finish). What LinkedIn saw (the sandbox's action log) is then held against the
 * choice: nothing repeated, nothing skipped that should run, nothing run that the revision removed.
 */
import { describeWithPostgres, eventually } from '@outflow/testing';
import type { CampaignCreated, LeadList, SequenceRevisionPreview, SequenceVersions } from '@outflow/api-contract';
import type { CampaignSnapshot } from '@outflow/domain';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const HOUR = 3_600_000;

/** v1: view → (1 h) follow → (1 h) invite (no waiting for an answer). */
const V1 = {
  nodes: [
    node('view', 'view-profile'),
    node('follow', 'follow-profile'),
    node('invite', 'send-connection', { waitForAcceptance: false }),
  ],
  edges: [edge('view', 'follow', HOUR), edge('follow', 'invite', HOUR)],
};
/** v2: the follow step is removed; a new follow step (follow2) comes before the invitation. */
const V2 = {
  nodes: [V1.nodes[0], node('follow2', 'follow-profile'), V1.nodes[2]],
  edges: [edge('view', 'follow2', HOUR), edge('follow2', 'invite', HOUR)],
};

interface LoggedAction {
  kind: string;
  profileUrl: string;
}

describeWithPostgres('revising a running sequence on the LinkedIn sandbox', () => {
  const { api, clock, startRunner, trialUserWithSender, membersFound } = useSandboxRunnerSuite();

  it('moves the leads of a removed step to its next step, a picked step, or the end, and LinkedIn sees exactly that', async () => {
    const { token, accountId } = await trialUserWithSender({ warmUp: false });
    const leads = await membersFound(accountId, 'engineer', 6);
    expect(leads).toHaveLength(6);
    const ways = ['next', 'step', 'finish'] as const;
    const campaigns: Record<(typeof ways)[number], { id: string; leads: string[] }> = {} as never;
    for (const [i, way] of ways.entries()) {
      const mine = leads.slice(2 * i, 2 * i + 2);
      const { status, body } = await api.request<CampaignCreated>('POST', '/api/campaigns', {
        token,
        body: { name: `Revised ${way}`, leads: mine, sequence: V1 },
      });
      expect(status).toBe(201);
      campaigns[way] = { id: body.campaign._id, leads: mine };
    }

    await startRunner();
    const log = async () =>
      (await api.linkedin!.control<{ items: LoggedAction[] }>('GET', `/actions?accountId=${accountId}&limit=1000`)).body
        .items;
    const state = async (campaignId: string) =>
      (await api.request<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`, { token })).body;

    // Every lead's profile is viewed; each then waits an hour on the follow step.
    await eventually(async () => (await log()).filter((a) => a.kind === 'profile_view').length === 6, 'six views');
    for (const way of ways)
      await eventually(
        async () => (await state(campaigns[way].id)).leads.rows.every((r) => r.stepId === 'follow'),
        `the ${way} leads waiting on follow`,
      );

    // Bad moves are refused naming the field, and nothing is stored.
    const refused = await api.request<{ field?: string }>('PUT', `/api/campaigns/${campaigns.next.id}/sequence`, {
      token,
      body: { sequence: V2, moves: [] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('moves');
    const unchanged = await api.request<SequenceVersions>(
      'GET',
      `/api/campaigns/${campaigns.next.id}/sequence/versions`,
      {
        token,
      },
    );
    expect(unchanged.body.versions.map((v) => v.version)).toEqual([1]);

    // The save dialog's counts: the two leads on the removed follow step, and where each choice sends them.
    const preview = await api.request<SequenceRevisionPreview>(
      'POST',
      `/api/campaigns/${campaigns.next.id}/sequence/preview`,
      { token, body: { sequence: V2 } },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.removed).toEqual([
      expect.objectContaining({ stepId: 'follow', waiting: 2, next: { invite: 2 }, finish: 2 }),
    ]);
    expect(preview.body.removed[0].step.follow2).toEqual({ follow2: 2 });

    const moves = { next: { to: 'next' }, step: { to: 'step', stepId: 'follow2' }, finish: { to: 'finish' } };
    for (const way of ways) {
      const revised = await api.request<{ version: number }>('PUT', `/api/campaigns/${campaigns[way].id}/sequence`, {
        token,
        body: { sequence: V2, moves: [{ from: 'follow', ...moves[way] }] },
      });
      expect(revised.status).toBe(200);
      expect(revised.body.version).toBe(2);
    }
    const versions = await api.request<SequenceVersions>(
      'GET',
      `/api/campaigns/${campaigns.step.id}/sequence/versions`,
      {
        token,
      },
    );
    expect(versions.body).toMatchObject({
      current: 2,
      versions: [
        { version: 1, diff: { removed: [] } },
        {
          version: 2,
          actor: 'user',
          diff: { added: ['follow2'], removed: ['follow'] },
          moves: [{ from: 'follow', to: 'step', stepId: 'follow2' }],
        },
      ],
    });
    const picked = await state(campaigns.step.id);
    expect(picked.campaign.sequenceVersion).toBe(2);
    expect(picked.leads.rows.map((r) => [r.stepId, r.sequenceVersion])).toEqual([
      ['follow2', 2],
      ['follow2', 2],
    ]);

    // The leads the user finished are ended at once, in the leads list too.
    await eventually(async () => {
      const list = await api.request<LeadList>('GET', `/api/leads?campaignId=${campaigns.finish.id}`, { token });
      return list.body.data.length === 2 && list.body.data.every((l) => l.status === 'completed');
    }, 'the finished leads listed as completed');

    // Two hours on, every sequence has run to its end.
    clock.advance(HOUR);
    await eventually(async () => (await log()).filter((a) => a.kind === 'invite').length === 2, 'the next way invites');
    await eventually(
      async () => (await log()).filter((a) => a.kind === 'follow').length === 2,
      'the picked way follows',
    );
    clock.advance(HOUR);
    await eventually(
      async () => (await log()).filter((a) => a.kind === 'invite').length === 4,
      'the picked way invites',
    );
    for (const way of ways)
      await eventually(
        async () => (await state(campaigns[way].id)).leads.rows.every((r) => r.state === 'completed'),
        `the ${way} leads to end`,
      );
    clock.advance(3 * HOUR);

    // What LinkedIn saw, lead by lead: the choice, nothing twice, nothing from the removed step.
    const seen = await log();
    const kindsOf = (profileUrl: string) =>
      seen
        .filter((a) => a.profileUrl === profileUrl)
        .map((a) => a.kind)
        .sort();
    for (const lead of campaigns.next.leads) expect(kindsOf(lead)).toEqual(['invite', 'profile_view']);
    for (const lead of campaigns.step.leads) expect(kindsOf(lead)).toEqual(['follow', 'invite', 'profile_view']);
    for (const lead of campaigns.finish.leads) expect(kindsOf(lead)).toEqual(['profile_view']);
    const ended = await state(campaigns.finish.id);
    expect(ended.leads.rows.map((r) => [r.state, r.endReason, r.sequenceVersion])).toEqual([
      ['completed', 'sequence-ended', 2],
      ['completed', 'sequence-ended', 2],
    ]);
  }, 120_000);
});
