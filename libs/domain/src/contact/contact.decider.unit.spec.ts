import { DeciderSpecification } from '../testing/decider-specification';
import { contactDecider, EnrolmentRefused } from './contact.decider';
import type { ContactAdded, ContactEvent } from './contact-events';
import { identityOfUrl } from './member-key';
import { REPLIED_RECENTLY_MS, stopReasonOf } from './contact-rules';

const DAY = 24 * 3_600_000;
const now = new Date('2026-11-25T09:00:00Z');
const at = now.toISOString();
const member = identityOfUrl('https://www.linkedin.com/in/Ada-Lovelace/')!;
const about = { ownerId: 'u1', member, now };
const spec = DeciderSpecification(contactDecider);
const added: ContactAdded = {
  type: 'ContactAdded',
  data: {
    contactId: 'ada-lovelace',
    ownerId: 'u1',
    profileUrl: member.profileUrl,
    providerId: null,
    publicId: 'Ada-Lovelace',
    name: null,
    source: 'campaign',
    occurredAt: at,
  },
};
const enrolled = (campaignId: string, targetId: string, when = at): ContactEvent => ({
  type: 'ContactEnrolled',
  data: { contactId: 'ada-lovelace', campaignId, targetId, occurredAt: when },
});
const enrol = (
  campaignId: string,
  targetId: string,
  options: { allow?: boolean; holderEnded?: boolean; at?: Date } = {},
) => ({
  type: 'EnrolContact' as const,
  data: {
    ...about,
    now: options.at ?? now,
    campaignId,
    targetId,
    allowPreviouslyContacted: options.allow ?? false,
    holderEnded: options.holderEnded ?? false,
  },
});
const reply = (messageId: string, text: string, repliedAt = at) => ({
  type: 'RecordReply' as const,
  data: { ...about, chatId: 'chat1', messageId, repliedAt, text, asksToStop: /stop/i.test(text) },
});

describe('the contact decider', () => {
  it('keys a member by the public identifier of the URL, lowercased', () => {
    expect(member).toMatchObject({ memberKey: 'ada-lovelace', publicId: 'Ada-Lovelace', providerId: null });
    const byId = identityOfUrl('https://www.linkedin.com/in/ACoAABcdefghijklmnopqrstuvwxyz012/');
    expect(byId).toMatchObject({ providerId: 'ACoAABcdefghijklmnopqrstuvwxyz012', publicId: null });
  });

  it('adds a contact by its enrolment the first time a sequence takes the member: one event', () => {
    const { ownerId, profileUrl, providerId, publicId, name } = added.data;
    const state = spec
      .given()
      .when(enrol('c1', 'c1_0'))
      .then([
        {
          type: 'ContactEnrolled',
          data: {
            contactId: 'ada-lovelace',
            campaignId: 'c1',
            targetId: 'c1_0',
            occurredAt: at,
            member: { ownerId, profileUrl, providerId, publicId, name },
          },
        },
      ])
      .state();
    expect(state).toMatchObject({
      exists: true,
      contactId: 'ada-lovelace',
      publicId: 'Ada-Lovelace',
      heldBy: { campaignId: 'c1', targetId: 'c1_0' },
    });
  });

  it('enrols with the member id when it is learnt now, and with no identity when it is known', () => {
    const identified = { ...member, providerId: 'ACoAda', name: 'Ada Lovelace' };
    const byId = { ...enrol('c1', 'c1_0'), data: { ...enrol('c1', 'c1_0').data, member: identified } };
    const state = spec
      .given([added])
      .when(byId)
      .thenMatches([{ type: 'ContactEnrolled', data: { member: { providerId: 'ACoAda', name: 'Ada Lovelace' } } }])
      .state();
    expect(state).toMatchObject({ providerId: 'ACoAda', name: 'Ada Lovelace', publicId: 'Ada-Lovelace' });
    const known: ContactEvent = {
      type: 'ContactIdentified',
      data: { contactId: 'ada-lovelace', providerId: 'ACoAda', publicId: null, name: null, occurredAt: at },
    };
    spec
      .given([added, known])
      .when(byId)
      .then([enrolled('c1', 'c1_0')]);
  });

  it('still folds the contacts recorded before: an add, an enrolment without the member, an identification', () => {
    const identifiedBefore: ContactEvent = {
      type: 'ContactIdentified',
      data: { contactId: 'ada-lovelace', providerId: 'ACoAda', publicId: null, name: 'Ada', occurredAt: at },
    };
    const given = spec.given([added, enrolled('c1', 'c1_0'), identifiedBefore]);
    expect(given.state()).toMatchObject({
      exists: true,
      providerId: 'ACoAda',
      publicId: 'Ada-Lovelace',
      name: 'Ada',
      heldBy: { campaignId: 'c1', targetId: 'c1_0' },
    });
    given.when(enrol('c1', 'c1_0')).thenNothing();
    given.when(enrol('c2', 'c2_0')).thenThrows({ refusal: { code: 'in-another-campaign', campaignId: 'c1' } });
  });

  it('enrols the same target once', () => {
    spec
      .given([added, enrolled('c1', 'c1_0')])
      .when(enrol('c1', 'c1_0'))
      .thenNothing();
  });

  it('refuses a second campaign while the first holds the member', () => {
    spec
      .given([added, enrolled('c1', 'c1_0')])
      .when(enrol('c2', 'c2_3'))
      .thenThrows(EnrolmentRefused, { refusal: { code: 'in-another-campaign', campaignId: 'c1' } });
  });

  it('takes a member whose earlier sequence ended only with the user consent', () => {
    const ended: ContactEvent = {
      type: 'ContactSequenceEnded',
      data: { contactId: 'ada-lovelace', campaignId: 'c1', targetId: 'c1_0', outcome: 'completed', occurredAt: at },
    };
    const given = spec.given([added, enrolled('c1', 'c1_0'), ended]);
    given.when(enrol('c2', 'c2_0')).thenThrows({ refusal: { code: 'previously-contacted' } });
    given.when(enrol('c2', 'c2_0', { allow: true })).then([enrolled('c2', 'c2_0')]);
  });

  it('takes a member whose holder ended without telling the contact (a crash between two appends), with consent', () => {
    spec
      .given([added, enrolled('c1', 'c1_0')])
      .when(enrol('c2', 'c2_0', { holderEnded: true, allow: true }))
      .then([enrolled('c2', 'c2_0')]);
  });

  it('never enrols a member on the Do-Not-Contact list, nor one who replied in the last 30 days', () => {
    const dnc: ContactEvent = {
      type: 'ContactDoNotContactAdded',
      data: { contactId: 'ada-lovelace', code: 'user', reason: null, occurredAt: at },
    };
    spec
      .given([added, dnc])
      .when(enrol('c1', 'c1_0', { allow: true }))
      .thenThrows({ refusal: { code: 'do-not-contact' } });
    const given = spec.given([added]).when(reply('m1', 'Thanks!')).and();
    given
      .when(enrol('c1', 'c1_0', { allow: true }))
      .thenThrows({ refusal: expect.objectContaining({ code: 'replied-recently' }) });
    const later = new Date(now.getTime() + REPLIED_RECENTLY_MS + DAY);
    given.when(enrol('c1', 'c1_0', { allow: true, at: later })).thenMatches([{ type: 'ContactEnrolled' }]);
  });

  it('records a reply once per message, and a reply asking to stop puts the member on the list', () => {
    const given = spec
      .given([added])
      .when(reply('m1', 'Please stop writing to me.'))
      .thenMatches([
        { type: 'ContactReplied', data: { messageId: 'm1', chatId: 'chat1', repliedAt: at } },
        { type: 'ContactDoNotContactAdded', data: { code: 'asked-to-stop' } },
      ]);
    given.when(reply('m1', 'Please stop writing to me.')).thenNothing();
    expect(given.state().doNotContact).toMatchObject({ code: 'asked-to-stop' });
  });

  it('stops a sequence for a reply written after it started, or a Do-Not-Contact entry', () => {
    const state = spec
      .given([added, enrolled('c1', 'c1_0')])
      .when(reply('m1', 'Sounds good'))
      .and()
      .state();
    expect(stopReasonOf(state, new Date(now.getTime() - DAY).toISOString())).toBe('replied');
    expect(stopReasonOf(state, new Date(now.getTime() + DAY).toISOString())).toBeNull();
  });

  it('frees the member when the holding sequence ends, and only that one', () => {
    const given = spec.given([added, enrolled('c1', 'c1_0')]);
    given
      .when({ type: 'EndContactSequence', data: { campaignId: 'c9', targetId: 'c9_0', outcome: 'completed', now } })
      .thenNothing();
    const freed = given
      .when({ type: 'EndContactSequence', data: { campaignId: 'c1', targetId: 'c1_0', outcome: 'replied', now } })
      .thenMatches([{ type: 'ContactSequenceEnded', data: { contactId: 'ada-lovelace', outcome: 'replied' } }]);
    expect(freed.state().heldBy).toBeNull();
  });

  it('adds to and removes from the Do-Not-Contact list once each', () => {
    const given = spec
      .given()
      .when({ type: 'AddToDoNotContact', data: { ...about, code: 'user', reason: 'competitor' } })
      .thenMatches([
        { type: 'ContactAdded', data: { source: 'do-not-contact' } },
        { type: 'ContactDoNotContactAdded', data: { code: 'user', reason: 'competitor' } },
      ]);
    given.when({ type: 'AddToDoNotContact', data: { ...about, code: 'user', reason: null } }).thenNothing();
    given
      .when({ type: 'RemoveFromDoNotContact', data: { now } })
      .thenMatches([{ type: 'ContactDoNotContactRemoved', data: { contactId: 'ada-lovelace' } }]);
  });
});
