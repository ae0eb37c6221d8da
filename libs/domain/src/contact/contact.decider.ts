import { decideByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { ContactEvent, ContactSource } from './contact-events';
import type { ContactCommand } from './contact-commands';
import { enrolmentRefusal, type EnrolmentRefusal } from './contact-rules';
import { evolveContact, initialContactState, type ContactState } from './contact-state';
import type { MemberIdentity } from './member-key';

/** The member may not be enrolled: the target says why and goes no further. */
export class EnrolmentRefused extends DomainError {
  constructor(readonly refusal: EnrolmentRefusal) {
    super(`The member cannot be enrolled: ${refusal.code}`, 'ENROLMENT_REFUSED');
  }
}

const TEXT_KEPT = 500;

/** The contact's first event when it is new; an identification when the member id is learnt now. */
function known(
  state: ContactState,
  ownerId: string,
  member: MemberIdentity,
  source: ContactSource,
  at: string,
): ContactEvent[] {
  const ref = { contactId: member.memberKey };
  if (!state.exists) {
    const { profileUrl, providerId, publicId, name } = member;
    return [
      {
        type: 'ContactAdded',
        data: { ...ref, ownerId, profileUrl, providerId, publicId, name, source, occurredAt: at },
      },
    ];
  }
  if (member.providerId && member.providerId !== state.providerId) {
    const data = {
      ...ref,
      providerId: member.providerId,
      publicId: member.publicId,
      name: member.name,
      occurredAt: at,
    };
    return [{ type: 'ContactIdentified', data }];
  }
  return [];
}

/**
 * The contact's decider: the rules that protect the person on the other end, whatever campaign a
 * lead is in (issue 17). Pure: the runner and the API load the stream, ask, append.
 */
export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: () => initialContactState,
  evolve: evolveContact,
  decide: decideByType<ContactState, ContactCommand, ContactEvent>({
    RecordContact: ({ data }, state) => known(state, data.ownerId, data.member, data.source, data.now.toISOString()),
    EnrolContact: ({ data }, state) => {
      const refusal = enrolmentRefusal(state, { ...data });
      if (refusal) throw new EnrolmentRefused(refusal);
      if (state.heldBy?.targetId === data.targetId) return [];
      const { member, ownerId } = data;
      // A new contact, or the member's id learnt now: the enrolment says who the member is as well.
      const identifies = !state.exists || (!!member.providerId && member.providerId !== state.providerId);
      const { profileUrl, providerId, publicId, name } = member;
      return [
        {
          type: 'ContactEnrolled',
          data: {
            contactId: member.memberKey,
            campaignId: data.campaignId,
            targetId: data.targetId,
            occurredAt: data.now.toISOString(),
            ...(identifies && { member: { ownerId, profileUrl, providerId, publicId, name } }),
          },
        },
      ];
    },
    EndContactSequence: ({ data }, state) => {
      if (state.heldBy?.targetId !== data.targetId) return [];
      const { campaignId, targetId, outcome } = data;
      const contactId = state.contactId;
      return [
        {
          type: 'ContactSequenceEnded',
          data: { contactId, campaignId, targetId, outcome, occurredAt: data.now.toISOString() },
        },
      ];
    },
    RecordReply: ({ data }, state) => {
      if (state.replyMessageIds.includes(data.messageId)) return [];
      const at = data.now.toISOString();
      const ref = { contactId: data.member.memberKey };
      const events = known(state, data.ownerId, data.member, 'message', at);
      events.push({
        type: 'ContactReplied',
        data: {
          ...ref,
          chatId: data.chatId,
          messageId: data.messageId,
          repliedAt: data.repliedAt,
          text: data.text.slice(0, TEXT_KEPT),
          occurredAt: at,
        },
      });
      if (data.asksToStop && !state.doNotContact) {
        events.push({
          type: 'ContactDoNotContactAdded',
          data: { ...ref, code: 'asked-to-stop', reason: data.text.slice(0, 200), occurredAt: at },
        });
      }
      return events;
    },
    AddToDoNotContact: ({ data }, state) => {
      if (state.doNotContact) return [];
      const at = data.now.toISOString();
      return [
        ...known(state, data.ownerId, data.member, 'do-not-contact', at),
        {
          type: 'ContactDoNotContactAdded',
          data: { contactId: data.member.memberKey, code: data.code, reason: data.reason, occurredAt: at },
        },
      ];
    },
    RemoveFromDoNotContact: ({ data }, state) => {
      if (!state.doNotContact) return [];
      return [
        {
          type: 'ContactDoNotContactRemoved',
          data: { contactId: state.contactId, occurredAt: data.now.toISOString() },
        },
      ];
    },
  }),
};
