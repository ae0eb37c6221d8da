import type { ReadModelDb } from '../read-model-db';

/** A lead inside a campaign whose sequence has not ended. */
export interface OpenTarget {
  readonly targetId: string;
  readonly campaignId: string;
  /** scheduled, running or awaiting. */
  readonly state: string;
  /** The sender the lead was assigned (null: the campaign's one sender). */
  readonly accountId: string | null;
}

/**
 * The user's unfinished campaign targets for one LinkedIn member, found by the member id or the
 * public id a webhook carries (known once the lead was enriched).
 */
export async function findOpenTargetsOfMember(
  db: ReadModelDb,
  userId: string,
  member: { providerId?: string | null; publicId?: string | null; contactId?: string | null },
): Promise<OpenTarget[]> {
  if (!member.providerId && !member.publicId && !member.contactId) return [];
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['target_id', 'campaign_id', 'state', 'account_id'])
    .where('user_id', '=', userId)
    .where('state', 'not in', ['completed', 'failed'])
    .where((eb) => {
      const matches = [];
      if (member.providerId) matches.push(eb('provider_id', '=', member.providerId));
      if (member.publicId) matches.push(eb('public_id', '=', member.publicId));
      if (member.contactId) matches.push(eb('contact_id', '=', member.contactId));
      return eb.or(matches);
    })
    .execute();
  return rows.map((r) => ({
    targetId: r.target_id,
    campaignId: r.campaign_id,
    state: r.state,
    accountId: r.account_id,
  }));
}

/** Steps that only move a lead along (delays, ends, the reply check): no LinkedIn call, no pacing. */
export const STEPS_WITHOUT_LINKEDIN = ['delay', 'end-sequence', 'check-response'] as const;

/** A due step as the runner's scheduler hands it out. */
export interface DueStep {
  readonly userId: string;
  readonly campaignId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly phase: string;
  readonly dueAt: Date;
  readonly limitKey: string | null;
}

const toDueStep = (r: {
  user_id: string;
  campaign_id: string;
  target_id: string;
  step_id: string | null;
  phase: string;
  due_at: Date | null;
  limit_key: string | null;
}): DueStep => ({
  userId: r.user_id,
  campaignId: r.campaign_id,
  targetId: r.target_id,
  stepId: r.step_id ?? '',
  phase: r.phase,
  dueAt: r.due_at ?? new Date(0),
  limitKey: r.limit_key,
});

const DUE_COLUMNS = ['user_id', 'campaign_id', 'target_id', 'step_id', 'phase', 'due_at', 'limit_key'] as const;

/** Due steps of active campaigns that do not call LinkedIn, oldest first. */
export async function findDueStepsWithoutLinkedIn(db: ReadModelDb, now: Date, limit: number): Promise<DueStep[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(DUE_COLUMNS)
    .where('campaign_active', '=', true)
    .where('state', '=', 'scheduled')
    .where('phase', '=', 'act')
    .where('action', 'in', [...STEPS_WITHOUT_LINKEDIN])
    .where('due_at', '<=', now)
    .where(hasSender)
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map(toDueStep);
}

type TargetsExpressions = import('kysely').ExpressionBuilder<import('../schema').ReadModelDatabase, 'campaign_targets'>;

const callsLinkedIn = (eb: TargetsExpressions) =>
  eb.or([eb('phase', '!=', 'act'), eb('action', 'is', null), eb('action', 'not in', [...STEPS_WITHOUT_LINKEDIN])]);

/** A lead of a campaign over several senders waits for its own before any step goes out. */
const hasSender = (eb: TargetsExpressions) => eb.or([eb('needs_sender', '=', false), eb('account_id', 'is not', null)]);

/**
 * The campaign's own sender while it is one of the owner's (a lost one included: its leads wait),
 * as the runner acts through it for leads with none assigned; no row: the owner's first sender.
 */
const campaignSender = (eb: TargetsExpressions) =>
  eb
    .selectFrom('campaigns')
    .innerJoin('linkedin_accounts', (join) =>
      join
        .onRef('linkedin_accounts.account_id', '=', 'campaigns.account_id')
        .onRef('linkedin_accounts.user_id', '=', 'campaigns.user_id'),
    )
    .select('linkedin_accounts.account_id')
    .whereRef('campaigns.id', '=', 'campaign_targets.campaign_id');

/**
 * The senders with LinkedIn steps due now, by owner, each the account the runner acts through: the
 * lead's assigned sender, else its campaign's one sender (null: neither, so the owner's first).
 * Each is paced on its own.
 */
export async function findSendersWithDueLinkedInSteps(
  db: ReadModelDb,
  now: Date,
): Promise<Array<{ userId: string; accountId: string | null }>> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select((eb) => ['user_id', eb.fn.coalesce('account_id', campaignSender(eb)).as('acting')])
    .distinct()
    .where('campaign_active', '=', true)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .where(callsLinkedIn)
    .where(hasSender)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, accountId: r.acting ?? null }));
}

/** The active campaigns over several senders with leads due to start and no sender yet (their senders are paced). */
export async function findCampaignsAwaitingSenders(
  db: ReadModelDb,
  now: Date,
): Promise<Array<{ userId: string; campaignId: string }>> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['user_id', 'campaign_id'])
    .distinct()
    .where('campaign_active', '=', true)
    .where('needs_sender', '=', true)
    .where('account_id', 'is', null)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, campaignId: r.campaign_id }));
}

/** A campaign's leads due to start that have no sender yet, oldest first, with the step each would start with. */
export async function findLeadsAwaitingSender(
  db: ReadModelDb,
  campaignId: string,
  now: Date,
  limit: number,
): Promise<DueStep[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(DUE_COLUMNS)
    .where('campaign_id', '=', campaignId)
    .where('campaign_active', '=', true)
    .where('needs_sender', '=', true)
    .where('account_id', 'is', null)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map(toDueStep);
}

/** Per sender of a campaign: its leads so far, and those it has not acted for yet (its queue). */
export async function countLeadsBySender(
  db: ReadModelDb,
  campaignId: string,
): Promise<Map<string, { assigned: number; waiting: number }>> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select((eb) => [
      'account_id',
      eb.fn.countAll<string>().as('assigned'),
      eb.fn
        .count<string>('target_id')
        .filterWhere((w) => w.and([w('started', '=', false), w('state', 'not in', ['completed', 'failed'])]))
        .as('waiting'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('account_id', 'is not', null)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((r) => [r.account_id!, { assigned: Number(r.assigned), waiting: Number(r.waiting) }]));
}

/** The owners who have LinkedIn steps due now (each account is paced on its own). */
export async function findOwnersWithDueLinkedInSteps(db: ReadModelDb, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select('user_id')
    .distinct()
    .where('campaign_active', '=', true)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .where(callsLinkedIn)
    .execute();
  return rows.map((r) => r.user_id);
}

/** The owner's oldest due LinkedIn steps, leaving out those counted against a limit used up today. */
export async function findNextDueLinkedInSteps(
  db: ReadModelDb,
  userId: string,
  now: Date,
  exhaustedLimits: readonly string[],
  count: number,
  /**
   * Only the leads these senders act for (assigned, or their campaign's one sender; null: leads the
   * owner's first sender acts for as neither names one); absent: every sender's.
   */
  senders?: readonly (string | null)[],
): Promise<DueStep[]> {
  let query = db
    .selectFrom('campaign_targets')
    .select(DUE_COLUMNS)
    .where('user_id', '=', userId)
    .where('campaign_active', '=', true)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .where(callsLinkedIn)
    .where(hasSender);
  if (senders) {
    const named = senders.filter((s): s is string => s !== null);
    query = query.where((eb) =>
      eb.or([
        ...(named.length > 0
          ? [eb('account_id', 'in', named), eb.and([eb('account_id', 'is', null), eb(campaignSender(eb), 'in', named)])]
          : []),
        ...(senders.includes(null)
          ? [eb.and([eb('account_id', 'is', null), eb.not(eb.exists(campaignSender(eb)))])]
          : []),
        ...(senders.length === 0 ? [eb.lit(false)] : []),
      ]),
    );
  }
  if (exhaustedLimits.length > 0)
    query = query.where((eb) => eb.or([eb('limit_key', 'is', null), eb('limit_key', 'not in', [...exhaustedLimits])]));
  return (await query.orderBy('due_at').limit(count).execute()).map(toDueStep);
}

/** When the next step of an active campaign falls due after `now` (the scheduler sleeps until then). */
export async function findNextDueAt(db: ReadModelDb, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('campaign_targets')
    .select((eb) => eb.fn.min('due_at').as('next'))
    .where('campaign_active', '=', true)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Steps a runner holds a reservation for since before `recordedBefore` (real time): their job may be lost. */
export async function findLongRunningSteps(
  db: ReadModelDb,
  recordedBefore: Date | null,
  limit: number,
): Promise<DueStep[]> {
  let query = db
    .selectFrom('campaign_targets')
    .select(DUE_COLUMNS)
    .where('campaign_active', '=', true)
    .where('state', '=', 'running');
  if (recordedBefore) query = query.where('reserved_at', '<', recordedBefore);
  return (await query.orderBy('reserved_at').limit(limit).execute()).map(toDueStep);
}

/** The owner's leads waiting for an invitation to be accepted, with how to match them to relations. */
export async function findAwaitingTargets(
  db: ReadModelDb,
  userId: string,
): Promise<
  Array<{
    targetId: string;
    campaignId: string;
    publicId: string | null;
    providerId: string | null;
    /**
     * The sender that invited the lead: its assigned sender, else its campaign's one sender (null:
     * neither is known any more, so the owner's first, as the runner acts).
     */
    accountId: string | null;
  }>
> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select((eb) => [
      'target_id',
      'campaign_id',
      'public_id',
      'provider_id',
      eb.fn.coalesce('account_id', campaignSender(eb)).as('acting'),
    ])
    .where('user_id', '=', userId)
    .where('campaign_active', '=', true)
    .where('state', '=', 'awaiting')
    .execute();
  return rows.map((r) => ({
    targetId: r.target_id,
    campaignId: r.campaign_id,
    publicId: r.public_id,
    providerId: r.provider_id,
    accountId: r.acting ?? null,
  }));
}

/** The owners with leads waiting for an invitation to be accepted (their accounts are swept for acceptances). */
export async function findOwnersAwaitingAcceptance(db: ReadModelDb): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select('user_id')
    .distinct()
    .where('campaign_active', '=', true)
    .where('state', '=', 'awaiting')
    .execute();
  return rows.map((r) => r.user_id);
}

/** The owners with leads whose sequence has not ended in running campaigns (their accounts are swept for replies). */
export async function findOwnersWithOpenSequences(db: ReadModelDb): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select('user_id')
    .distinct()
    .where('campaign_active', '=', true)
    .where('state', 'not in', ['completed', 'failed'])
    .execute();
  return rows.map((r) => r.user_id);
}

/** A lead of a campaign whose sequence goes on, as a revision's preview counts it. */
export interface WaitingTarget {
  readonly stepId: string | null;
  readonly connected: boolean;
  readonly performedSteps: readonly string[];
}

/** The user's campaign's leads whose sequence has not ended: where each waits, and what it did already. */
export async function findWaitingTargets(
  db: ReadModelDb,
  userId: string,
  campaignId: string,
): Promise<WaitingTarget[]> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['target_state'])
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .where('state', 'not in', ['completed', 'failed'])
    .execute();
  return rows.map(({ target_state: s }) => ({
    stepId: s.stepId,
    connected: s.connected,
    performedSteps: s.performedSteps ?? [],
  }));
}
