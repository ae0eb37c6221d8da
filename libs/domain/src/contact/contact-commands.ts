import type { Command } from '../events/event';
import type { DoNotContactCode, SequenceOutcome } from './contact-events';
import type { MemberIdentity } from './member-key';

/** Who the command is about, so a contact seen for the first time is added by the same append. */
interface AboutMember {
  readonly ownerId: string;
  readonly member: MemberIdentity;
  readonly now: Date;
}

/** The member is known (a lead added, a profile fetched): added, or identified further. */
export type RecordContact = Command<'RecordContact', AboutMember & { source: 'campaign' | 'message' }>;

export type EnrolContact = Command<
  'EnrolContact',
  AboutMember & { campaignId: string; targetId: string; allowPreviouslyContacted: boolean; holderEnded: boolean }
>;

export type EndContactSequence = Command<
  'EndContactSequence',
  { campaignId: string; targetId: string; outcome: SequenceOutcome; now: Date }
>;

/** A message from the member; `asksToStop` when its words ask not to be contacted again. */
export type RecordReply = Command<
  'RecordReply',
  AboutMember & { chatId: string; messageId: string; repliedAt: string; text: string; asksToStop: boolean }
>;

export type AddToDoNotContact = Command<
  'AddToDoNotContact',
  AboutMember & { code: DoNotContactCode; reason: string | null }
>;

export type RemoveFromDoNotContact = Command<'RemoveFromDoNotContact', { now: Date }>;

export type ContactCommand =
  RecordContact | EnrolContact | EndContactSequence | RecordReply | AddToDoNotContact | RemoveFromDoNotContact;
