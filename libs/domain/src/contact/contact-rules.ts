import type { ContactState } from './contact-state';

/** A member who replied this recently is never put in a new campaign (issue 17: "when in doubt, do not contact"). */
export const REPLIED_RECENTLY_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a member may not be taken into a campaign's sequence. */
export type EnrolmentRefusal =
  | { readonly code: 'do-not-contact' }
  | { readonly code: 'replied-recently'; readonly repliedAt: string }
  | { readonly code: 'in-another-campaign'; readonly campaignId: string }
  | { readonly code: 'previously-contacted' };

export interface EnrolmentRequest {
  readonly campaignId: string;
  readonly targetId: string;
  /** The user said a member whose earlier sequence ended may be contacted again. */
  readonly allowPreviouslyContacted: boolean;
  /** The sequence holding the member has ended, though the contact has not heard yet (read from its own streams). */
  readonly holderEnded: boolean;
  readonly now: Date;
}

/**
 * One active sequence per member per owner, never a member on the Do-Not-Contact list or who
 * replied in the last 30 days, and a member whose earlier sequence ended only with the user's
 * consent. Null: the member may be enrolled (or already is, by this very target).
 */
export function enrolmentRefusal(state: ContactState, request: EnrolmentRequest): EnrolmentRefusal | null {
  if (state.heldBy?.targetId === request.targetId) return null;
  if (state.doNotContact) return { code: 'do-not-contact' };
  if (state.lastReply && request.now.getTime() - Date.parse(state.lastReply.at) < REPLIED_RECENTLY_MS) {
    return { code: 'replied-recently', repliedAt: state.lastReply.at };
  }
  if (state.heldBy && !request.holderEnded) return { code: 'in-another-campaign', campaignId: state.heldBy.campaignId };
  const contactedBefore = state.sequencesEnded > 0 || state.heldBy !== null;
  if (contactedBefore && !request.allowPreviouslyContacted) return { code: 'previously-contacted' };
  return null;
}

/** Whether the member is held by this target's sequence. */
export const isHeldBy = (state: ContactState, targetId: string): boolean => state.heldBy?.targetId === targetId;

/**
 * Whether a sequence that started at `startedAt` must stop because of the member: on the
 * Do-Not-Contact list, or a reply written after the sequence started (an older reply was weighed
 * when the member was enrolled).
 */
export function stopReasonOf(state: ContactState, startedAt: string): 'do-not-contact' | 'replied' | null {
  if (state.doNotContact) return 'do-not-contact';
  if (state.lastReply && Date.parse(state.lastReply.at) >= Date.parse(startedAt)) return 'replied';
  return null;
}
