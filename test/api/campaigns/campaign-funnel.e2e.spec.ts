import type { CampaignFunnel } from '@outflow/api-contract';
import { campaignStream, campaignTargetStream, type LinkedInActionPerformed, type TargetEvent } from '@outflow/domain';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { useApiHarness } from '../../support/api-suite';
import { pausedCampaignCreated, profileUrlOf } from '../../support/campaign-fixtures';
import { INVITE_TWO_WAYS, invitationSent } from '../../../libs/domain/src/testing/invitation-fixtures';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const invited = (campaignId: string, targetId: string, variantId: string, at: string): LinkedInActionPerformed =>
  invitationSent({ campaignId, targetId }, at, {
    profileUrl: profileUrlOf(targetId),
    campaignName: 'Funnel at a point',
    text: 'Hi',
    variantId,
  });

describeWithPostgres('GET /api/campaigns/{id}/funnel at a point of the campaign history', () => {
  const api = useApiHarness();

  it('answers the funnel as it stood then, folded from the events, and the live one from the read model', async () => {
    const alice = await userWith(api, { trial: true, linkedIn: true });
    const bob = await userWith(api, { trial: true, linkedIn: true });
    const campaignId = `funnel-at-${Date.now()}`;
    // Times after the accounts' sign-up: a time point cuts the events in the global order.
    const day = (n: number) => new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + n * 86_400_000).toISOString();
    const [t1, t2] = [`${campaignId}-t1`, `${campaignId}-t2`];
    const metadata = { userId: alice.user.id, actor: 'user' as const, correlationId: 'funnel-at-e2e' };
    const base = pausedCampaignCreated({
      campaignId,
      ownerId: alice.user.id,
      name: 'Funnel at a point',
      leads: [t1, t2].map((targetId) => ({ targetId, profileUrl: profileUrlOf(targetId) })),
      occurredAt: day(0),
    });
    await api.eventStore.appendToStream(
      campaignStream(campaignId),
      [{ ...base, data: { ...base.data, sequence: INVITE_TWO_WAYS }, metadata }],
      { expectedVersion: 'no_stream' },
    );
    const runner = { ...metadata, actor: 'runner' as const };
    const append = (targetId: string, event: TargetEvent) =>
      api.eventStore.appendToStream(campaignTargetStream(targetId), [{ ...event, metadata: runner }], {
        expectedVersion: 'any',
      });
    await append(t1, invited(campaignId, t1, 'a', day(1)));
    // t2's invitation fails after its variant was drawn: it reached variant b all the same.
    await append(t2, {
      type: 'StepFailed',
      data: {
        campaignId,
        targetId: t2,
        stepId: 'invite',
        action: 'send-connection',
        phase: 'act',
        attempt: 3,
        reason: 'Profile unavailable',
        retryAt: null,
        occurredAt: day(2),
        variantId: 'b',
      },
    });
    await append(t1, {
      type: 'ConnectionAccepted',
      data: { campaignId, targetId: t1, profileUrl: profileUrlOf(t1), occurredAt: day(3) },
    });
    const funnel = (query = '', token = alice.token) =>
      api.request<CampaignFunnel>('GET', `/api/campaigns/${campaignId}/funnel${query}`, { token });
    const invite = (answer: { body: CampaignFunnel }) => {
      const step = answer.body.steps[0];
      return {
        reached: step.reached,
        performed: step.performed,
        accepted: step.accepted,
        variants: step.variants.map((v) => [v.variantId, v.reached, v.performed, v.accepted]),
      };
    };

    const live = await eventually(async () => {
      const answer = await funnel();
      return answer.body.steps?.[0]?.accepted === 1 && answer;
    }, 'the acceptance projected');
    const now = {
      reached: 2,
      performed: 1,
      accepted: 1,
      variants: [
        ['a', 1, 1, 1],
        ['b', 1, 0, 0],
      ],
    };
    expect(invite(live)).toEqual(now);
    // The same at the latest point: the fold and the projection agree.
    expect(invite(await funnel(`?at=${day(30)}`))).toEqual(now);

    // Before the acceptance: the invitation sent, nothing accepted yet.
    const before = await funnel(`?at=${day(2.5)}`);
    expect(before.status).toBe(200);
    expect(invite(before)).toEqual({
      reached: 2,
      performed: 1,
      accepted: 0,
      variants: [
        ['a', 1, 1, 0],
        ['b', 1, 0, 0],
      ],
    });
    // The replay bar's first event (the creation): both leads at the first step, nothing sent.
    const first = await funnel('?event=1');
    expect(invite(first)).toEqual({
      reached: 2,
      performed: 0,
      accepted: 0,
      variants: [
        ['a', 0, 0, 0],
        ['b', 0, 0, 0],
      ],
    });

    // Before the campaign, a bad point, two points at once: refused, naming the field.
    const early = await funnel(`?at=${day(-30)}`);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ errorCode: 'BEFORE_CAMPAIGN', field: 'at' });
    const bad = await funnel('?at=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'INVALID_POINT', field: 'at' });
    expect((await funnel(`?at=${day(2.5)}&event=1`)).status).toBe(400);
    // Bob sees neither the campaign's funnel nor its past.
    expect((await funnel('', bob.token)).status).toBe(404);
    expect((await funnel(`?at=${day(2.5)}`, bob.token)).status).toBe(404);
  });
});
