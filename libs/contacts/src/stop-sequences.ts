import { loadLeadCampaign } from './lead-target';
import {
  campaignTargetStream,
  contactDecider,
  type Clock,
  type ContactState,
  type EventMetadata,
  type TargetCommand,
  type TargetEvent,
} from '@outflow/domain';
import { comparePositions, handleCommand, type AppendResult, type EventStore } from '@outflow/event-store';
import { findOpenTargetsOfContact, type ReadModelDb } from '@outflow/read-models';

export interface ContactDeps {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly clock: Clock;
}

/** Why a member's sequences end now: their reply (with its chat and time), or the Do-Not-Contact list. */
export type StopCause =
  | { readonly kind: 'replied'; readonly chatId: string; readonly repliedAt: string }
  | { readonly kind: 'do-not-contact' };

/**
 * Ends every open sequence of one member of one owner, at once: the leads the read models know of
 * (a lead not reached yet included, found by its member key) and the one the contact stream says
 * holds them (whatever the read models show yet). A lead the projector has not seen yet is caught
 * by the runner's plan, which reads the contact before every step. Answers how many ended now.
 */
export async function stopSequences(
  deps: ContactDeps,
  owner: {
    readonly ownerId: string;
    readonly contactId: string;
    readonly stream: string;
    readonly contact: ContactState;
  },
  cause: StopCause,
  metadata: EventMetadata,
): Promise<{ stopped: number; appended?: AppendResult }> {
  const targets = new Map(
    (await findOpenTargetsOfContact(deps.db, owner.ownerId, owner.contactId)).map((t) => [t.targetId, t]),
  );
  const held = owner.contact.heldBy;
  if (held) targets.set(held.targetId, { targetId: held.targetId, campaignId: held.campaignId });
  let stopped = 0;
  let appended: AppendResult | undefined;
  for (const target of targets.values()) {
    const loaded = await loadLeadCampaign(deps.store, target);
    if (!loaded?.campaign.exists) continue;
    const { campaign, decider, read } = loaded;
    const lead = campaign.leads.find((l) => l.targetId === target.targetId);
    const now = deps.clock.now();
    const command: TargetCommand =
      cause.kind === 'replied'
        ? {
            type: 'ReplyArrived',
            data: { profileUrl: lead?.profileUrl ?? '', chatId: cause.chatId, repliedAt: cause.repliedAt, at: now },
          }
        : { type: 'StopTarget', data: { reason: 'do-not-contact', at: now } };
    const { newEvents } = await handleCommand(
      deps.store,
      campaignTargetStream(target.targetId),
      decider,
      command,
      metadata,
      { maxRetries: 5, read },
    );
    if (ended(newEvents)) stopped++;
    // After a reply or a Do-Not-Contact entry the lead has ended, now or before: the member is free.
    if (held?.targetId === target.targetId) {
      const outcome = cause.kind === 'replied' ? ('replied' as const) : ('stopped' as const);
      const end = await handleCommand(
        deps.store,
        owner.stream,
        contactDecider,
        {
          type: 'EndContactSequence',
          data: { campaignId: target.campaignId, targetId: target.targetId, outcome, now },
        },
        metadata,
        { maxRetries: 5 },
      );
      appended = latest(appended, end.appended);
    }
  }
  return { stopped, appended };
}

/** The later of two appends: what a reader waits for to see both. */
export function latest(a: AppendResult | undefined, b: AppendResult | undefined): AppendResult | undefined {
  if (!a || !b) return a ?? b;
  return comparePositions(a.position, b.position) >= 0 ? a : b;
}

const ended = (events: readonly TargetEvent[]) =>
  events.some((e) => e.type === 'TargetCompleted' || e.type === 'TargetFailed');
