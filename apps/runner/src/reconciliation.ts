import type { SequenceActionKind } from '@outflow/domain';
import type { LinkedInProvider } from '@outflow/linkedin';

export interface ReconcileInput {
  readonly provider: LinkedInProvider;
  readonly accountId: string;
  readonly action: SequenceActionKind;
  readonly profileUrl: string;
  /** The member's LinkedIn id, asked for only when an action must be looked up. */
  readonly memberId: () => Promise<string>;
  /** When the crashed attempt reserved its slot (clock time): anything it sent came after. */
  readonly since: Date;
}

export type Reconciled =
  { readonly done: true; readonly invitationId?: string | null; readonly detail: string } | { readonly done: false };

/** A message went out in this chat since `since`: the crashed attempt already sent it. */
async function sentSince(input: ReconcileInput): Promise<boolean> {
  const chats = await input.provider.listChats(input.accountId, { after: input.since, limit: 50 });
  const memberId = await input.memberId();
  const chat = chats.items.find((c) => c.attendeeProviderId === memberId);
  if (!chat) return false;
  const messages = await input.provider.listMessages(chat.chatId, { after: input.since, limit: 50 });
  return messages.items.some((m) => m.isSender);
}

/**
 * A runner died holding this step's reservation: did its action reach LinkedIn? Invitations and
 * messages are looked up; a profile view, a like, an endorsement or a follow cannot be, and is taken
 * as done, since repeating it could show the member the same thing twice and the slot was reserved for it.
 */
export async function reconcile(input: ReconcileInput): Promise<Reconciled> {
  switch (input.action) {
    case 'send-connection': {
      const memberId = await input.memberId();
      const pending = (await input.provider.listSentInvitations(input.accountId)).find(
        (i) => i.providerId === memberId,
      );
      if (pending)
        return { done: true, invitationId: pending.invitationId, detail: 'found pending after a runner stopped' };
      // Sent and accepted meanwhile: connected now.
      if (await input.provider.isConnected(input.accountId, input.profileUrl))
        return { done: true, invitationId: null, detail: 'found accepted after a runner stopped' };
      return { done: false };
    }
    case 'send-message':
    case 'send-inmail':
      return (await sentSince(input)) ? { done: true, detail: 'found sent after a runner stopped' } : { done: false };
    // Not something to look up, and repeating could show the member the same thing twice.
    case 'view-profile':
    case 'like-post':
    case 'endorse-skill':
    case 'follow-profile':
      return { done: true, detail: 'taken as done after a runner stopped' };
    default:
      return { done: false };
  }
}
