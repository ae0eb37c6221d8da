import type { DailyFiguresAnswer } from '@outflow/api-contract';
import { campaignStream, campaignTargetStream, type LinkedInActionPerformed, type TargetEvent } from '@outflow/domain';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { useApiHarness } from '../../support/api-suite';
import { pausedCampaignCreated, profileUrlOf } from '../../support/campaign-fixtures';
import { invitationSent } from '../../../libs/domain/src/testing/invitation-fixtures';
import { userWith } from '../../../apps/api/src/subscriptions/testing/subscription-test-fixtures';

const invited = (campaignId: string, targetId: string, at: string): LinkedInActionPerformed =>
  invitationSent({ campaignId, targetId }, at, {
    profileUrl: profileUrlOf(targetId),
    campaignName: 'By day',
    next: null,
  });

describeWithPostgres('GET /api/campaigns/{id}/daily and /api/dashboard/daily', () => {
  const api = useApiHarness();

  it("answers the figures by the account's local day, for its own campaign only", async () => {
    const alice = await userWith(api, { trial: true, linkedIn: true });
    const bob = await userWith(api, { trial: true, linkedIn: true });
    const settings = await api.request('PUT', '/api/schedule/settings', {
      token: alice.token,
      body: {
        timeZone: 'Asia/Tokyo',
        workingHours: { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
        warmUp: { enabled: true },
      },
    });
    expect(settings.status).toBe(200);
    const campaignId = `daily-${Date.now()}`;
    const [t1, t2] = [`${campaignId}-t1`, `${campaignId}-t2`];
    const metadata = { userId: alice.user.id, actor: 'user' as const, correlationId: 'daily-e2e' };
    const created = pausedCampaignCreated({
      campaignId,
      ownerId: alice.user.id,
      name: 'By day',
      leads: [t1, t2].map((targetId) => ({ targetId, profileUrl: profileUrlOf(targetId) })),
    });
    await api.eventStore.appendToStream(campaignStream(campaignId), [{ ...created, metadata }], {
      expectedVersion: 'no_stream',
    });
    const runner = { ...metadata, actor: 'runner' as const };
    // 16:00 UTC on the 22nd is already 01:00 on the 23rd in Tokyo (UTC+9); 10:00 UTC is still the 22nd.
    const t1Events: TargetEvent[] = [
      invited(campaignId, t1, '2026-11-22T16:00:00.000Z'),
      {
        type: 'LeadReplied',
        data: {
          campaignId,
          targetId: t1,
          profileUrl: profileUrlOf(t1),
          chatId: null,
          occurredAt: '2026-11-24T16:00:00.000Z',
        },
      },
    ];
    await api.eventStore.appendToStream(
      campaignTargetStream(t1),
      t1Events.map((e) => ({ ...e, metadata: runner })),
      { expectedVersion: 'no_stream' },
    );
    await api.eventStore.appendToStream(
      campaignTargetStream(t2),
      [{ ...invited(campaignId, t2, '2026-11-22T10:00:00.000Z'), metadata: runner }],
      { expectedVersion: 'no_stream' },
    );
    const zero = { invitationsSent: 0, invitationsAccepted: 0, messagesSent: 0, replies: 0 };
    const expected: DailyFiguresAnswer = {
      campaignId,
      timeZone: 'Asia/Tokyo',
      days: [
        { ...zero, day: '2026-11-22', invitationsSent: 1 },
        { ...zero, day: '2026-11-23', invitationsSent: 1 },
        { ...zero, day: '2026-11-24' },
        { ...zero, day: '2026-11-25', replies: 1 },
      ],
    };
    const daily = await eventually(async () => {
      const answer = await api.request<DailyFiguresAnswer>('GET', `/api/campaigns/${campaignId}/daily`, {
        token: alice.token,
      });
      // t2's invitation is appended after t1's reply: wait for both, as the answer is asserted whole.
      const days = answer.body.days ?? [];
      const invited = days.reduce((n, d) => n + d.invitationsSent, 0);
      return days.some((d) => d.replies > 0) && invited === 2 && answer;
    }, 'the reply and both invitations projected');
    expect(daily).toEqual({ status: 200, body: expected });
    expect(await api.request('GET', '/api/dashboard/daily', { token: alice.token })).toEqual({
      status: 200,
      body: { ...expected, campaignId: null },
    });
    // Bob sees neither the campaign nor its figures.
    expect((await api.request('GET', `/api/campaigns/${campaignId}/daily`, { token: bob.token })).status).toBe(404);
    expect(
      (await api.request<DailyFiguresAnswer>('GET', '/api/dashboard/daily', { token: bob.token })).body.days,
    ).toEqual([]);
  });
});
