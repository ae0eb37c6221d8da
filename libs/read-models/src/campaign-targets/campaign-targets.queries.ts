import type { ReadModelDb } from '../read-model-db';

/** A lead inside a campaign whose sequence has not ended. */
export interface OpenTarget {
  readonly targetId: string;
  readonly campaignId: string;
  /** scheduled, running or awaiting. */
  readonly state: string;
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
    .select(['target_id', 'campaign_id', 'state'])
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
  return rows.map((r) => ({ targetId: r.target_id, campaignId: r.campaign_id, state: r.state }));
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
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map(toDueStep);
}

const callsLinkedIn = (
  eb: import('kysely').ExpressionBuilder<import('../schema').ReadModelDatabase, 'campaign_targets'>,
) => eb.or([eb('phase', '!=', 'act'), eb('action', 'is', null), eb('action', 'not in', [...STEPS_WITHOUT_LINKEDIN])]);

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
): Promise<DueStep[]> {
  let query = db
    .selectFrom('campaign_targets')
    .select(DUE_COLUMNS)
    .where('user_id', '=', userId)
    .where('campaign_active', '=', true)
    .where('state', 'in', ['scheduled', 'awaiting'])
    .where('due_at', '<=', now)
    .where(callsLinkedIn);
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
): Promise<Array<{ targetId: string; campaignId: string; publicId: string | null; providerId: string | null }>> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['target_id', 'campaign_id', 'public_id', 'provider_id'])
    .where('user_id', '=', userId)
    .where('campaign_active', '=', true)
    .where('state', '=', 'awaiting')
    .execute();
  return rows.map((r) => ({
    targetId: r.target_id,
    campaignId: r.campaign_id,
    publicId: r.public_id,
    providerId: r.provider_id,
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
