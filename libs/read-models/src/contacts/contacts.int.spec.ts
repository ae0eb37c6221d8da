import { describeWithPostgres } from '@outflow/testing';
import type { ConnectionAccepted, ContactAdded, ContactEvent, LinkedInActionPerformed } from '@outflow/domain';
import { campaignTargetsProjection } from '../campaign-targets/campaign-targets.projection';
import { campaignCreated, profileViewed } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { contactsProjection } from './contacts.projection';

const invited = (campaignId: string, targetId: string, occurredAt: string): LinkedInActionPerformed => {
  const viewed = profileViewed(campaignId, targetId, { occurredAt });
  return { ...viewed, data: { ...viewed.data, stepId: 'invite', action: 'send-connection', limit: 'connections' } };
};

const accepted = (campaignId: string, targetId: string, occurredAt: string): ConnectionAccepted => ({
  type: 'ConnectionAccepted',
  data: { campaignId, targetId, profileUrl: `https://www.linkedin.com/in/${targetId}/`, occurredAt },
});

const added = (ownerId: string, contactId: string, occurredAt: string): ContactAdded => ({
  type: 'ContactAdded',
  data: {
    contactId,
    ownerId,
    profileUrl: `https://www.linkedin.com/in/${contactId}/`,
    providerId: null,
    publicId: contactId,
    name: null,
    source: 'campaign',
    occurredAt,
  },
});

const contactEvent = (event: ContactEvent): ContactEvent => event;

describeWithPostgres('contacts read model', () => {
  const rm = readModelDatabase();
  const contacts = (userId: string) =>
    rm.db
      .selectFrom('contacts')
      .select(['contact_id', 'invited_at', 'connected_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('contact_id')
      .execute();

  /** One owner's campaign of two leads, then a run of invitations and acceptances with a contact added midway. */
  const history = (userId: string) => {
    const c = `${userId}-c`;
    const [t1, t2] = [`${userId}-t1`, `${userId}-t2`];
    return {
      setup: [
        recorded(userId, campaignCreated(c, [t1, t2])),
        recorded(userId, added(userId, t1, '2026-11-22T09:00:00Z')),
      ],
      run: [
        recorded(userId, invited(c, t1, '2026-11-22T10:00:00.000Z')),
        recorded(
          userId,
          contactEvent({
            type: 'ContactEnrolled',
            data: { contactId: t1, campaignId: c, targetId: t1, occurredAt: '2026-11-22T10:05:00.000Z' },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactIdentified',
            data: {
              contactId: t1,
              providerId: 'ACo-1',
              publicId: null,
              name: 'Ada',
              occurredAt: '2026-11-22T10:10:00.000Z',
            },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactReplied',
            data: {
              contactId: t1,
              chatId: 'chat-2',
              messageId: 'm2',
              repliedAt: '2026-11-22T11:30:00.000Z',
              text: 'Later',
              occurredAt: '2026-11-22T11:31:00.000Z',
            },
          }),
        ),
        // An older message recorded later does not replace the newer one.
        recorded(
          userId,
          contactEvent({
            type: 'ContactReplied',
            data: {
              contactId: t1,
              chatId: 'chat-1',
              messageId: 'm1',
              repliedAt: '2026-11-22T11:10:00.000Z',
              text: 'Earlier',
              occurredAt: '2026-11-22T11:32:00.000Z',
            },
          }),
        ),
        // Another target's sequence ending leaves t1's hold; its own frees it.
        recorded(
          userId,
          contactEvent({
            type: 'ContactSequenceEnded',
            data: {
              contactId: t1,
              campaignId: c,
              targetId: 'other',
              outcome: 'failed',
              occurredAt: '2026-11-22T11:40:00.000Z',
            },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactDoNotContactAdded',
            data: { contactId: t2, code: 'user', reason: 'before it exists', occurredAt: '2026-11-22T11:45:00.000Z' },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactDoNotContactAdded',
            data: { contactId: t1, code: 'user', reason: 'asked', occurredAt: '2026-11-22T11:50:00.000Z' },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactDoNotContactRemoved',
            data: { contactId: t1, occurredAt: '2026-11-22T11:55:00.000Z' },
          }),
        ),
        recorded(
          userId,
          contactEvent({
            type: 'ContactSequenceEnded',
            data: {
              contactId: t1,
              campaignId: c,
              targetId: t1,
              outcome: 'replied',
              occurredAt: '2026-11-22T11:58:00.000Z',
            },
          }),
        ),
        // Before its contact exists: nothing to update.
        recorded(userId, invited(c, t2, '2026-11-22T10:30:00.000Z')),
        recorded(userId, accepted(c, t1, '2026-11-22T11:00:00.000Z')),
        recorded(userId, invited(c, t1, '2026-11-22T12:00:00.000Z')),
        recorded(userId, added(userId, t2, '2026-11-22T12:30:00Z')),
        recorded(userId, accepted(c, t2, '2026-11-22T13:00:00.000Z')),
      ],
    };
  };

  const everything = (userId: string) =>
    rm.db.selectFrom('contacts').selectAll().where('user_id', '=', userId).orderBy('contact_id').execute();

  it('folds a batch of contact events, invitations and acceptances to what applying them one by one leaves', async () => {
    const batched = history('cb-1');
    const oneByOne = history('cb-2');
    for (const h of [batched, oneByOne]) {
      await project(rm.db, campaignTargetsProjection, h.setup);
      await project(rm.db, contactsProjection, h.setup);
    }
    // Several updates of cb-1-t1's row in one batch, and a contact added in the middle of it.
    await project(rm.db, contactsProjection, batched.run);
    for (const event of oneByOne.run) await project(rm.db, contactsProjection, [event]);

    const time = (iso: string) => new Date(iso);
    expect(await contacts('cb-1')).toEqual([
      {
        contact_id: 'cb-1-t1',
        invited_at: time('2026-11-22T12:00:00.000Z'),
        connected_at: time('2026-11-22T11:00:00.000Z'),
        updated_at: time('2026-11-22T12:00:00.000Z'),
      },
      {
        contact_id: 'cb-1-t2',
        invited_at: null,
        connected_at: time('2026-11-22T13:00:00.000Z'),
        updated_at: time('2026-11-22T13:00:00.000Z'),
      },
    ]);
    expect(await everything('cb-1')).toMatchObject([
      {
        provider_id: 'ACo-1',
        public_id: 'cb-1-t1',
        name: 'Ada',
        replied_chat_id: 'chat-2',
        last_reply_text: 'Later',
        sequences_ended: 2,
        last_outcome: 'replied',
        held_by_target_id: null,
        dnc_code: null,
      },
      { dnc_code: null, sequences_ended: 0 },
    ]);
    // Every column, the one-by-one owner's ids renamed.
    const rename = (rows: Awaited<ReturnType<typeof everything>>) =>
      rows.map((r) => ({
        ...r,
        user_id: 'cb-1',
        contact_id: r.contact_id.replace('cb-2', 'cb-1'),
        profile_url: r.profile_url.replace('cb-2', 'cb-1'),
        public_id: r.public_id?.replace('cb-2', 'cb-1'),
      }));
    expect(rename(await everything('cb-2'))).toEqual(await everything('cb-1'));
  });

  it('adds and identifies a contact by an enrolment carrying the member, as the three events recorded before did', async () => {
    const at = '2026-11-23T09:00:00.000Z';
    const enrolment = (userId: string, member?: { providerId: string | null; name: string | null }) =>
      contactEvent({
        type: 'ContactEnrolled',
        data: {
          contactId: `${userId}-t1`,
          campaignId: `${userId}-c`,
          targetId: `${userId}-t1`,
          occurredAt: at,
          ...(member && {
            member: {
              ownerId: userId,
              profileUrl: `https://www.linkedin.com/in/${userId}-t1/`,
              publicId: `${userId}-t1`,
              ...member,
            },
          }),
        },
      });
    const identified = (userId: string) =>
      contactEvent({
        type: 'ContactIdentified',
        data: { contactId: `${userId}-t1`, providerId: 'ACo-9', publicId: null, name: 'Grace', occurredAt: at },
      });
    // Recorded before: added, enrolled, identified after the first fetch.
    await project(rm.db, contactsProjection, [
      recorded('ce-old', added('ce-old', 'ce-old-t1', at)),
      recorded('ce-old', enrolment('ce-old')),
      recorded('ce-old', identified('ce-old')),
    ]);
    // Now: one enrolment says it all.
    await project(rm.db, contactsProjection, [
      recorded('ce-new', enrolment('ce-new', { providerId: 'ACo-9', name: 'Grace' })),
    ]);
    // A known contact enrolled with the id learnt now; an enrolment with no member and no row adds none.
    await project(rm.db, contactsProjection, [recorded('ce-known', added('ce-known', 'ce-known-t1', at))]);
    await project(rm.db, contactsProjection, [
      recorded('ce-known', enrolment('ce-known', { providerId: 'ACo-9', name: 'Grace' })),
      recorded('ce-none', enrolment('ce-none')),
    ]);

    const renamed = async (userId: string) =>
      (await everything(userId)).map((r) => ({
        ...r,
        user_id: 'ce',
        contact_id: r.contact_id.replace(userId, 'ce'),
        profile_url: r.profile_url.replace(userId, 'ce'),
        public_id: r.public_id?.replace(userId, 'ce'),
        held_by_campaign_id: r.held_by_campaign_id?.replace(userId, 'ce'),
        held_by_target_id: r.held_by_target_id?.replace(userId, 'ce'),
      }));
    const old = await renamed('ce-old');
    expect(old).toMatchObject([
      { provider_id: 'ACo-9', name: 'Grace', source: 'campaign', held_by_target_id: 'ce-t1', sequences_ended: 0 },
    ]);
    expect(await renamed('ce-new')).toEqual(old);
    expect(await renamed('ce-known')).toEqual(old);
    expect(await everything('ce-none')).toEqual([]);
  });
});
