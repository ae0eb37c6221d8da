import {
  isWaiting,
  leadRowOf,
  memberKeyOf,
  stepActionsOfGraph,
  type CampaignStatus,
  type DoNotContactCode,
  type SequenceNode,
  type WhyCode,
} from '@outflow/domain';
import type { LeadDetail } from '@outflow/api-contract';
import { findCampaignStanding } from '../campaigns/campaign-standing.queries';
import type { ReadModelDb } from '../read-model-db';
import { findLead } from './leads.queries';

/** Where one lead stands now: the why its campaign's lead table gives, and the member's Do-Not-Contact entry. */
export interface LeadStanding {
  readonly waitReason: WhyCode | null;
  readonly waitUntil: string | null;
  /** Held back by something (a delay, a limit, the hours, the account), not acting, due or ended. */
  readonly waiting: boolean;
  /** The why in a sentence ("8/8 invitations today"), as the campaign's lead table says it. */
  readonly waitText: string | null;
  readonly doNotContact: {
    readonly code: DoNotContactCode;
    readonly reason: string | null;
    readonly since: string | null;
  } | null;
}

/**
 * The lead's standing at `now`, through the same leadRowOf (and so the same whyWaiting) the
 * campaign page's lead table uses; undefined when the lead is not the user's or its target is not
 * projected yet.
 */
export async function findLeadStanding(
  db: ReadModelDb,
  userId: string,
  leadId: string,
  now: Date,
): Promise<LeadStanding | undefined> {
  const target = await db
    .selectFrom('campaign_targets as t')
    .innerJoin('campaigns as c', 'c.id', 't.campaign_id')
    .select([
      't.target_id',
      't.position',
      't.profile_url',
      't.target_state',
      't.contact_id',
      'c.status',
      'c.sequence',
      'c.account_id',
    ])
    .where('t.user_id', '=', userId)
    .where('c.user_id', '=', userId)
    .where('t.target_id', '=', leadId)
    .executeTakeFirst();
  if (!target) return undefined;
  const contactId = target.contact_id ?? memberKeyOf(target.profile_url);
  const [standing, contact] = await Promise.all([
    findCampaignStanding(
      db,
      userId,
      target.status as CampaignStatus,
      now,
      target.target_state.accountId ?? target.account_id,
    ),
    contactId
      ? db
          .selectFrom('contacts')
          .select(['dnc_code', 'dnc_reason', 'dnc_since'])
          .where('user_id', '=', userId)
          .where('contact_id', '=', contactId)
          .executeTakeFirst()
      : undefined,
  ]);
  const graph = target.sequence as { nodes: SequenceNode[] };
  const row = leadRowOf(
    { targetId: target.target_id, position: target.position, profileUrl: target.profile_url },
    target.target_state,
    stepActionsOfGraph(graph.nodes),
    standing,
  );
  return {
    waitReason: row.waitReason,
    waitUntil: row.waitUntil,
    waiting: isWaiting(row.waitReason),
    waitText: row.waiting,
    doNotContact: contact?.dnc_code
      ? {
          code: contact.dnc_code as DoNotContactCode,
          reason: contact.dnc_reason,
          since: contact.dnc_since?.toISOString() ?? null,
        }
      : null,
  };
}

/** One of the user's leads with where it stands at `now` (undefined: not the user's, or no such lead). */
export async function findLeadDetail(
  db: ReadModelDb,
  userId: string,
  leadId: string,
  now: Date,
): Promise<LeadDetail | undefined> {
  const lead = await findLead(db, userId, leadId);
  if (!lead) return undefined;
  const standing = await findLeadStanding(db, userId, leadId, now);
  return {
    ...lead,
    waitReason: standing?.waitReason ?? null,
    waitUntil: standing?.waitUntil ?? null,
    waitText: standing?.waitText ?? null,
    waiting: standing?.waiting ?? false,
    doNotContact: standing?.doNotContact != null,
    doNotContactReason: standing?.doNotContact ?? null,
  };
}
