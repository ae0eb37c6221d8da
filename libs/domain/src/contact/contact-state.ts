import { evolveByType } from '../decider';
import type { ContactEvent, DoNotContactCode, SequenceOutcome } from './contact-events';

/** The sequence that holds a member now (at most one per owner and member). */
export interface HeldBy {
  readonly campaignId: string;
  readonly targetId: string;
  readonly since: string;
}

/** Replies are recorded once per message: the ids of the latest ones are kept for that. */
const KEPT_MESSAGE_IDS = 50;

export interface ContactState {
  readonly exists: boolean;
  /** The member key (ContactAdded's contactId). */
  readonly contactId: string;
  readonly providerId: string | null;
  readonly publicId: string | null;
  readonly name: string | null;
  readonly heldBy: HeldBy | null;
  /** Sequences of this member that ended, and how the last one did. */
  readonly sequencesEnded: number;
  readonly lastOutcome: SequenceOutcome | null;
  readonly lastReply: { readonly at: string; readonly chatId: string } | null;
  readonly replyMessageIds: readonly string[];
  readonly doNotContact: {
    readonly code: DoNotContactCode;
    readonly reason: string | null;
    readonly since: string;
  } | null;
}

export const initialContactState: ContactState = {
  exists: false,
  contactId: '',
  providerId: null,
  publicId: null,
  name: null,
  heldBy: null,
  sequencesEnded: 0,
  lastOutcome: null,
  lastReply: null,
  replyMessageIds: [],
  doNotContact: null,
};

const later = (a: string | null | undefined, b: string): string => (a && Date.parse(a) > Date.parse(b) ? a : b);

export const evolveContact = evolveByType<ContactState, ContactEvent>({
  ContactAdded: (state, { data }) => ({
    ...state,
    exists: true,
    contactId: data.contactId,
    providerId: data.providerId ?? state.providerId,
    publicId: data.publicId ?? state.publicId,
    name: data.name ?? state.name,
  }),
  ContactIdentified: (state, { data }) => ({
    ...state,
    providerId: data.providerId,
    publicId: data.publicId ?? state.publicId,
    name: data.name ?? state.name,
  }),
  ContactEnrolled: (state, { data }) => ({
    ...state,
    ...(data.member && {
      exists: true,
      contactId: data.contactId,
      providerId: data.member.providerId ?? state.providerId,
      publicId: data.member.publicId ?? state.publicId,
      name: data.member.name ?? state.name,
    }),
    heldBy: { campaignId: data.campaignId, targetId: data.targetId, since: data.occurredAt },
  }),
  ContactSequenceEnded: (state, { data }) => ({
    ...state,
    heldBy: state.heldBy?.targetId === data.targetId ? null : state.heldBy,
    sequencesEnded: state.sequencesEnded + 1,
    lastOutcome: data.outcome,
  }),
  ContactReplied: (state, { data }) => ({
    ...state,
    lastReply: {
      at: later(state.lastReply?.at, data.repliedAt),
      chatId:
        state.lastReply && Date.parse(state.lastReply.at) > Date.parse(data.repliedAt)
          ? state.lastReply.chatId
          : data.chatId,
    },
    replyMessageIds: [...state.replyMessageIds, data.messageId].slice(-KEPT_MESSAGE_IDS),
  }),
  ContactDoNotContactAdded: (state, { data }) => ({
    ...state,
    doNotContact: { code: data.code, reason: data.reason, since: data.occurredAt },
  }),
  ContactDoNotContactRemoved: (state) => ({ ...state, doNotContact: null }),
});
