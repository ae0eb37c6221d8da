import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * A contact is a LinkedIn member as one owner's outreach knows them, across campaigns
 * (design.md "A contact is a person, not a campaign row"): one stream per owner and member
 * (`contactStream(ownerId, memberKey)`). It holds the facts that must stop or forbid outreach
 * whatever campaign a lead is in: a reply, the Do-Not-Contact list, the one sequence that holds the
 * member now. `contactId` is the member key; `ownerId` the tenant (today a user, later a workspace).
 */
export interface ContactRef {
  contactId: string;
}

export type ContactSource = 'campaign' | 'do-not-contact' | 'message';

export type ContactAdded = DomainEvent<
  'ContactAdded',
  ContactRef & {
    ownerId: string;
    profileUrl: string;
    providerId: string | null;
    publicId: string | null;
    name: string | null;
    source: ContactSource;
    occurredAt: string;
  }
>;

/** Who the member is on LinkedIn, learnt from a profile fetch or a lookup. */
export type ContactIdentified = DomainEvent<
  'ContactIdentified',
  ContactRef & { providerId: string; publicId: string | null; name: string | null; occurredAt: string }
>;

/** Who the member is, as an enrolment that adds or identifies the contact carries it. */
export interface EnrolledMember {
  ownerId: string;
  profileUrl: string;
  providerId: string | null;
  publicId: string | null;
  name: string | null;
}

/**
 * A campaign's sequence holds the member from now on (its first step started). `member` is there
 * when the enrolment is the contact's first event or learns the member's id: one event where a
 * ContactAdded, a ContactIdentified and the enrolment were three (issue 20, events per action).
 * Enrolments recorded before carry none and follow their contact's ContactAdded.
 */
export type ContactEnrolled = DomainEvent<
  'ContactEnrolled',
  ContactRef & { campaignId: string; targetId: string; occurredAt: string; member?: EnrolledMember }
>;

export type SequenceOutcome = 'completed' | 'replied' | 'failed' | 'stopped';

/** The sequence that held the member ended: the member is free for another campaign (with consent, see enrolment). */
export type ContactSequenceEnded = DomainEvent<
  'ContactSequenceEnded',
  ContactRef & { campaignId: string; targetId: string; outcome: SequenceOutcome; occurredAt: string }
>;

/**
 * The member wrote to the account. `repliedAt` is the message's own time (LinkedIn's), kept beside
 * the moment it was recorded; `text` is the message's start, for the inbox and the stop words.
 */
export type ContactReplied = DomainEvent<
  'ContactReplied',
  ContactRef & { chatId: string; messageId: string; repliedAt: string; text: string; occurredAt: string }
>;

/** Why a member is on the Do-Not-Contact list: the user put them there, or they asked to stop. */
export type DoNotContactCode = 'user' | 'asked-to-stop';

export type ContactDoNotContactAdded = DomainEvent<
  'ContactDoNotContactAdded',
  ContactRef & { code: DoNotContactCode; reason: string | null; occurredAt: string }
>;

export type ContactDoNotContactRemoved = DomainEvent<'ContactDoNotContactRemoved', ContactRef & { occurredAt: string }>;

export type ContactEvent =
  | ContactAdded
  | ContactIdentified
  | ContactEnrolled
  | ContactSequenceEnded
  | ContactReplied
  | ContactDoNotContactAdded
  | ContactDoNotContactRemoved;

export const CONTACT_EVENT_TYPES = eventTypesOf({
  ContactAdded: true,
  ContactIdentified: true,
  ContactEnrolled: true,
  ContactSequenceEnded: true,
  ContactReplied: true,
  ContactDoNotContactAdded: true,
  ContactDoNotContactRemoved: true,
} satisfies Record<ContactEvent['type'], true>);
