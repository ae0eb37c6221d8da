import type { CampaignCreated, CampaignHistoryPage, CampaignSnapshot, LeadList } from '@outflow/api-contract';
import { campaignTargetStream } from '@outflow/domain';
import { verifyCampaigns } from '../../apps/api/src/campaigns/history/campaign-verification';
import { ProjectionWaiter } from '../../apps/api/src/infrastructure/projection-waiter';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';
import { eventually, describeWithPostgres } from '@outflow/testing';
import type { Runner } from '../../apps/runner/src/runner';
import { startSandboxRunner } from '../support/sandbox-runner';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';
import { INVITE_THEN_THANK, outreachSequence } from '../support/outreach-sequence';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** view → (1 h) invite, wait 2 days → accepted: (1 h) message → (1 day) follow-up; not accepted: the end. */
const outreach = outreachSequence({
  ...INVITE_THEN_THANK,
  messages: [...INVITE_THEN_THANK.messages, { id: 'follow', text: 'Any thoughts, {{firstName}}?', afterMs: DAY }],
});

/** What the page shows, without the point it was read at (live: now and the checkpoint; replay: the last event). */
const page = ({ at: _at, timeline: _timeline, ...rest }: CampaignSnapshot) => rest;

describeWithPostgres(
  'a campaign replayed: the page at any point of its history equals the read models as they were then',
  () => {
    let runner: Runner | undefined;
    let user: { token: string; user: { id: string }; accountId: string; leads: string[] };
    // One runner for every test: it stops before the harness does (afterAll hooks run in declaration order).
    afterAll(async () => {
      await runner?.stop();
    });
    const { api, clock, trialUserWithSender, membersFound } = useSandboxRunnerSuite();
    beforeAll(async () => {
      await api.linkedin!.registerWebhooks();
      const session = await trialUserWithSender({ warmUp: false });
      user = { ...session, leads: await membersFound(session.accountId, 'engineer', 6) };
      runner = await startSandboxRunner(api);
    });

    const actions = async (kind: string) =>
      (await api.linkedin!.control<{ items: unknown[] }>('GET', `/actions?accountId=${user.accountId}&kind=${kind}`))
        .body.items.length;
    const messages = async () => (await actions('chat_start')) + (await actions('message'));
    const state = async (campaignId: string, query = '') => {
      const answer = await api.request<CampaignSnapshot>(
        'GET',
        `/api/campaigns/${campaignId}/state?perPage=200${query}`,
        { token: user.token },
      );
      expect(answer.status).toBe(200);
      return answer.body;
    };
    /** Nothing moves any more: no new event for a while, and the read models have them all. */
    const quiet = async () => {
      let last = '';
      for (let stable = 0; stable < 6;) {
        const events = await api.eventStore.readAll();
        const position = events.at(-1)!.position;
        const key = `${position.commit}:${position.prepare}`;
        stable = key === last ? stable + 1 : 0;
        last = key;
        await new ProjectionWaiter(api.readDb).waitFor(position);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it('captures the page at three moments of a run with acceptances and a reply, and state?at= gives each back; the final replay equals the live read models', async () => {
      const launched = await api.request<CampaignCreated>('POST', '/api/campaigns', {
        token: user.token,
        body: { name: 'Replay run', leads: user.leads.slice(0, 4), sequence: outreach },
      });
      const campaignId = launched.body.campaign._id;

      // Moment 1: every lead viewed (and enriched), waiting an hour for the invitation.
      await eventually(async () => (await actions('profile_view')) === 4, 'four views');
      await quiet();
      const first = await state(campaignId);
      expect(first.figures).toMatchObject({ total: 4, actionsToday: 4, byState: { scheduled: 4 } });
      expect(first.steps.invite).toMatchObject({ scheduled: 4 });
      expect(
        first.leads.rows.every((r) => r.enriched && r.waiting === "Waiting for the sequence's delay before this step"),
      ).toBe(true);

      // Moment 2: invited; two accept (webhooks), both get the message, one replies.
      clock.advance(HOUR);
      await eventually(async () => (await actions('invite')) === 4, 'four invitations');
      await quiet();
      for (const lead of user.leads.slice(0, 2))
        await api.linkedin!.control('POST', '/accept', { accountId: user.accountId, profileUrl: lead });
      await eventually(async () => {
        const types = await Promise.all(
          [0, 1].map(async (n) =>
            (await api.eventStore.readStream(campaignTargetStream(`${campaignId}_${n}`))).map((e) => e.type),
          ),
        );
        return types.every((t) => t.includes('ConnectionAccepted'));
      }, 'the acceptances');
      clock.advance(HOUR);
      await eventually(async () => (await messages()) === 2, 'two messages');
      await api.linkedin!.control('POST', '/reply', {
        accountId: user.accountId,
        profileUrl: user.leads[1],
        text: 'Happy to talk!',
      });
      await eventually(
        async () =>
          (await api.eventStore.readStream(campaignTargetStream(`${campaignId}_1`))).some(
            (e) => e.type === 'TargetCompleted',
          ),
        'the reply',
      );
      await quiet();
      const second = await state(campaignId);
      expect(second.figures).toMatchObject({
        invited: 4,
        accepted: 2,
        acceptanceRate: 50,
        replied: 1,
        responseRate: 25,
        byState: { scheduled: 1, awaiting: 2, completed: 1 },
      });
      expect(second.leads.rows[1]).toMatchObject({
        state: 'completed',
        replied: true,
        endReason: 'replied',
        waitReason: 'replied',
        waiting: 'Replied — sequence stopped',
      });
      expect(second.leads.rows[2]).toMatchObject({
        state: 'awaiting',
        waiting: 'Waiting for the invitation to be accepted',
      });

      // Moment 3: three days on, the follow-up went out, the two who never accepted ended; the campaign is done.
      clock.advance(3 * DAY);
      await eventually(async () => (await messages()) === 3, 'the follow-up');
      await eventually(
        async () => (await state(campaignId)).campaign.status === 'completed',
        'the campaign to complete',
      );
      await quiet();
      const third = await state(campaignId);
      expect(third.figures).toMatchObject({ byState: { completed: 4 }, accepted: 2, replied: 1 });
      expect(third.leads.rows.map((r) => r.endReason)).toEqual([
        'sequence-ended',
        'replied',
        'not-accepted',
        'not-accepted',
      ]);

      // Each moment, replayed from the events afterwards, is the page the read models showed then.
      for (const captured of [first, second, third]) {
        const replayed = await state(campaignId, `&at=${captured.at.position}`);
        expect(replayed.at).toMatchObject({ live: false });
        expect(page(replayed)).toEqual(page(captured));
        // The slider stands where the live page's timeline ended then.
        expect(replayed.timeline).toMatchObject({ index: captured.timeline.total });
      }
      // The table's filters and pages replay the same rows.
      const awaiting = await state(campaignId, `&status=awaiting&at=${second.at.position}`);
      expect(awaiting.leads.rows).toEqual(second.leads.rows.filter((r) => r.state === 'awaiting'));
      const atInvite = await state(campaignId, `&stepId=invite&at=${second.at.position}`);
      expect(atInvite.leads.rows).toEqual(second.leads.rows.filter((r) => r.stepId === 'invite'));
      // The final replay equals the live read models, every field of every row.
      expect(await verifyCampaigns(api.eventStore, api.readDb, clock, [campaignId])).toMatchObject({
        campaigns: 1,
        differences: [],
      });

      // The timeline tells one lead's story, in order.
      const story = await api.request<CampaignHistoryPage>(
        'GET',
        `/api/campaigns/${campaignId}/history?targetId=${campaignId}_1&type=LinkedInActionPerformed,ConnectionAccepted,LeadReplied,TargetCompleted`,
        { token: user.token },
      );
      expect(story.body.entries.map((e) => e.summary)).toEqual([
        expect.stringMatching(/^Profile of .+ viewed; next: send-connection$/),
        expect.stringMatching(/^Invitation sent to .+ with note 'Hi .+, glad to connect'; now waiting for acceptance$/),
        expect.stringMatching(/^.+ accepted the invitation; next: send-message$/),
        expect.stringMatching(/^Message sent to .+: 'Thanks for connecting, .+!'; next: send-message$/),
        expect.stringMatching(/^.+ replied$/),
        expect.stringMatching(/^Sequence of .+ ended: they replied$/),
      ]);
      expect(story.body.entries.map((e) => e.actor)).toEqual([
        'runner',
        'runner',
        'webhook',
        'runner',
        'webhook',
        'webhook',
      ]);
    });

    it('reset-profiles: the leads show as not enriched until their next step fetches the profile again, without notifying them', async () => {
      const launched = await api.request<CampaignCreated>('POST', '/api/campaigns', {
        token: user.token,
        body: {
          name: 'Reset',
          leads: user.leads.slice(4, 6),
          sequence: {
            nodes: [node('view', 'view-profile'), node('check', 'check-connection')],
            edges: [edge('view', 'check', DAY)],
          },
        },
      });
      const campaignId = launched.body.campaign._id;
      await eventually(async () => (await state(campaignId)).leads.rows.every((r) => r.enriched), 'the enrichment');
      await quiet();
      const views = await actions('profile_view');

      expect(
        (await api.request('POST', `/api/campaigns/${campaignId}/reset-profiles`, { token: user.token })).body,
      ).toEqual({ success: true, leads: 2 });
      const reset = await state(campaignId);
      expect(reset.leads.rows.map((r) => [r.enriched, typeof r.name])).toEqual([
        [false, 'string'],
        [false, 'string'],
      ]);
      const leadsPage = await api.request<LeadList>('GET', `/api/leads?campaignId=${campaignId}`, {
        token: user.token,
      });
      expect(leadsPage.body.data.map((l) => l.profileDataFetched)).toEqual([false, false]);

      // The next step (a connection check) fetches each profile first and records it with its outcome.
      clock.advance(DAY);
      await eventually(
        async () => (await state(campaignId)).leads.rows.every((r) => r.enriched && r.state === 'completed'),
        'the profiles fetched again',
      );
      for (const n of [0, 1]) {
        const outcome = (await api.eventStore.readStream(campaignTargetStream(`${campaignId}_${n}`))).find(
          (e) => (e.data as { action?: string }).action === 'check-connection',
        );
        expect(outcome?.data).toMatchObject({ profile: { providerId: expect.any(String) } });
      }
      // Fetched without a profile view the member would see.
      expect(await actions('profile_view')).toBe(views);
      await eventually(
        async () =>
          (
            await api.request<LeadList>('GET', `/api/leads?campaignId=${campaignId}`, { token: user.token })
          ).body.data.every((l) => l.profileDataFetched),
        'the leads enriched again',
      );
      await quiet();
      expect(await verifyCampaigns(api.eventStore, api.readDb, clock, [campaignId])).toMatchObject({ differences: [] });
    });
  },
);
