import { containsPattern } from '../contains-pattern';
import { profileKey, TARGET_STATUSES, type TargetStatus } from '@outflow/domain';
import { sql, type Selectable } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { LeadTable } from './leads.table';
import type { ActiveLeadMatch, CampaignLeadCount, Lead, LeadSummary } from '@outflow/api-contract';
export type { ActiveLeadMatch, CampaignLeadCount, Lead, LeadSummary };

/**
 * The sender a lead acts through: the one it was assigned, else its campaign's one account (a lead
 * of a campaign over several senders has none until its turn comes).
 */
const SENDER = sql<
  string | null
>`coalesce(target.account_id, CASE WHEN target.needs_sender THEN NULL ELSE campaigns.account_id END)`;

/**
 * The leads rows with why the campaign gave each up (its target's folded failure), so a lead shows
 * one state, and the sender it acts through with that sender's name. Each lead's target is looked
 * up by its key (a lateral join): with statistics, a plain join of a campaign's 1,000 leads reads
 * every target of the read model instead.
 */
const leadsWithFailure = (db: ReadModelDb) =>
  db
    .selectFrom('leads')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('campaign_targets')
          .select([
            'campaign_targets.account_id',
            'campaign_targets.needs_sender',
            sql<string | null>`target_state->>'failure'`.as('failure'),
          ])
          .whereRef('campaign_targets.target_id', '=', 'leads.id')
          .limit(1)
          .as('target'),
      (join) => join.onTrue(),
    )
    .leftJoin('campaigns', 'campaigns.id', 'leads.campaign_id')
    .selectAll('leads')
    .select('target.failure')
    .select(SENDER.as('sender'))
    .select(
      sql<
        string | null
      >`(SELECT a.state->'profile'->>'fullName' FROM linkedin_accounts a WHERE a.account_id = ${SENDER})`.as(
        'sender_name',
      ),
    );

function toLead(
  r: Selectable<LeadTable> & { failure: string | null; sender: string | null; sender_name: string | null },
): Lead {
  return {
    _id: r.id,
    profileUrl: r.profile_url,
    firstName: r.first_name,
    lastName: r.last_name,
    headline: r.headline,
    location: r.location,
    country: r.country,
    companyName: r.company_name,
    jobTitle: r.job_title,
    pictureUrl: r.picture_url,
    profileDataFetched: r.profile_data_fetched,
    profileData: { ...(r.profile_data ?? {}), website: r.website },
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    status: r.status as TargetStatus,
    failure: r.status === 'failed' ? r.failure : null,
    replied: r.replied,
    addedAt: r.added_at.toISOString(),
    sender: r.sender ? { accountId: r.sender, name: r.sender_name } : null,
  };
}

/** The user's leads, newest campaign first and each campaign's leads in the order they were given; optionally one campaign's. */
export async function listLeads(
  db: ReadModelDb,
  userId: string,
  options: { campaignId?: string } = {},
): Promise<Lead[]> {
  let query = leadsWithFailure(db).where('leads.user_id', '=', userId);
  if (options.campaignId) query = query.where('leads.campaign_id', '=', options.campaignId);
  const rows = await query
    .orderBy('leads.added_at', 'desc')
    .orderBy('leads.campaign_id')
    .orderBy('leads.position')
    .execute();
  return rows.map(toLead);
}

/** One page of the user's leads the filter takes, in the list's order, and how many it takes in all. */
export interface LeadPage {
  readonly leads: Lead[];
  readonly total: number;
}

/** A search taking at most this many leads is sorted whole; a broader one walks the order index. */
const NARROW_SEARCH = 2000;

/**
 * A page of the leads page's list. The page's ids are cut from the leads table alone, then only
 * those rows are joined to their targets and senders (two statements, so the join never sees more
 * than the page). The ids come along the order index (leads_user_order, or
 * leads_user_campaign_order for one campaign), except for a narrow search: its few leads are
 * found through the trigram index and sorted, where walking the order index would read past
 * every lead before them.
 */
export async function pageLeads(
  db: ReadModelDb,
  userId: string,
  filter: Omit<LeadFilter, 'ids'>,
  page: number,
  perPage: number,
): Promise<LeadPage> {
  const matching = () => leadsMatching(db, userId, filter);
  const from = (page - 1) * perPage;
  const alongTheOrder = () => matching().select('leads.id').limit(perPage).offset(from).execute();
  const searching = Boolean(filter.search?.trim());
  // Without a search the page and the count go together; a search's count says which way to page.
  const [counted, unsearched] = await Promise.all([
    matching()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    searching ? undefined : alongTheOrder(),
  ]);
  const total = Number(counted.total);
  const ids =
    unsearched ??
    (total <= NARROW_SEARCH
      ? (await matching().select('leads.id').execute()).slice(from, from + perPage)
      : await alongTheOrder());
  const rows =
    ids.length === 0
      ? []
      : await leadsWithFailure(db)
          .where('leads.user_id', '=', userId)
          .where(
            'leads.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('leads.added_at', 'desc')
          .orderBy('leads.campaign_id')
          .orderBy('leads.position')
          .execute();
  return { leads: rows.map(toLead), total };
}

/** One of the user's leads, or undefined (another user's lead is as absent as a missing one). */
export async function findLead(db: ReadModelDb, userId: string, leadId: string): Promise<Lead | undefined> {
  const row = await leadsWithFailure(db)
    .where('leads.user_id', '=', userId)
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  return row ? toLead(row) : undefined;
}

/** Whether the campaign is the user's: in the campaign list, or known by its leads. */
export async function isUsersCampaign(db: ReadModelDb, userId: string, campaignId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT EXISTS (SELECT 1 FROM campaigns WHERE id = ${campaignId} AND user_id = ${userId})
        OR EXISTS (SELECT 1 FROM leads WHERE campaign_id = ${campaignId} AND user_id = ${userId}) AS found`.execute(db);
  return rows[0]?.found === true;
}

export async function summarizeLeads(db: ReadModelDb, userId: string): Promise<LeadSummary> {
  const [perCampaign, perStatus] = await Promise.all([
    db
      .selectFrom('leads')
      .select((eb) => [
        'campaign_id',
        eb.fn.max('campaign_name').as('campaign_name'),
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) FILTER (WHERE profile_data_fetched)`.as('enriched'),
        eb.fn.max('added_at').as('added_at'),
      ])
      .where('user_id', '=', userId)
      .groupBy('campaign_id')
      .orderBy('added_at', 'desc')
      .execute(),
    db
      .selectFrom('leads')
      .select((eb) => [
        'status',
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) FILTER (WHERE replied)`.as('replied'),
      ])
      .where('user_id', '=', userId)
      .groupBy('status')
      .execute(),
  ]);
  const campaigns = perCampaign.map((r) => ({
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    total: Number(r.total),
    enriched: Number(r.enriched),
  }));
  const byStatus = Object.fromEntries(TARGET_STATUSES.map((s) => [s, 0])) as Record<TargetStatus, number>;
  for (const r of perStatus) if (r.status in byStatus) byStatus[r.status as TargetStatus] = Number(r.total);
  const replied = perStatus.reduce((n, r) => n + Number(r.replied), 0);
  const total = campaigns.reduce((n, c) => n + c.total, 0);
  const enriched = campaigns.reduce((n, c) => n + c.enriched, 0);
  return { total, enriched, pendingEnrichment: total - enriched, byStatus, replied, campaigns };
}

/** A lead one of the user's campaigns is still working on: the campaign runs (or is paused) and the lead's sequence has not ended. */
export interface ActiveLead {
  readonly leadId: string;
  readonly profileUrl: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly status: TargetStatus;
}

/** Unfinished: waiting for a step, in one, or waiting for an invitation to be accepted. */
const ACTIVE_LEAD_STATUSES: readonly TargetStatus[] = ['scheduled', 'running', 'awaiting'];
const LIVE_CAMPAIGN_STATUSES = ['active', 'paused'];

/** Every lead the user's campaigns are still working on (the wizard flags a new list's leads among them). */
export async function listActiveLeads(db: ReadModelDb, userId: string): Promise<ActiveLead[]> {
  const rows = await db
    .selectFrom('leads as l')
    .innerJoin('campaigns as c', (join) =>
      join.onRef('c.id', '=', 'l.campaign_id').onRef('c.user_id', '=', 'l.user_id'),
    )
    .select(['l.id', 'l.profile_url', 'l.campaign_id', 'c.name', 'l.status'])
    .where('l.user_id', '=', userId)
    .where('l.status', 'in', ACTIVE_LEAD_STATUSES)
    .where('c.status', 'in', LIVE_CAMPAIGN_STATUSES)
    .orderBy('c.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    leadId: r.id,
    profileUrl: r.profile_url,
    campaignId: r.campaign_id,
    campaignName: r.name,
    status: r.status as TargetStatus,
  }));
}

/**
 * Which of these profiles the user's campaigns are still working on, and where: the same person
 * whatever the form of the URL (profileKey), in every such campaign, newest first.
 */
export async function findActiveLeadMatches(
  db: ReadModelDb,
  userId: string,
  profileUrls: readonly string[],
): Promise<ActiveLeadMatch[]> {
  if (profileUrls.length === 0) return [];
  const byPerson = new Map<string, ActiveLeadMatch['campaigns']>();
  for (const lead of await listActiveLeads(db, userId)) {
    const key = profileKey(lead.profileUrl);
    const campaigns = byPerson.get(key) ?? [];
    campaigns.push({
      campaignId: lead.campaignId,
      campaignName: lead.campaignName,
      leadId: lead.leadId,
      status: lead.status,
    });
    byPerson.set(key, campaigns);
  }
  return profileUrls.flatMap((profileUrl) => {
    const campaigns = byPerson.get(profileKey(profileUrl));
    return campaigns ? [{ profileUrl, campaigns }] : [];
  });
}

/**
 * Which leads a bulk operation or an export takes: some by id, or all matching the leads page's
 * filter (one campaign, and the search box's text over profile URL, names, headline and location,
 * as the page filters them).
 */
export interface LeadFilter {
  readonly ids?: readonly string[];
  readonly campaignId?: string;
  readonly search?: string;
  /** The campaign page's filters: the lead's state, and the step it is at. */
  readonly status?: string;
  readonly stepId?: string;
}

/**
 * The five searched fields in one text, a line each, as the trigram index leads_search holds it
 * (migration 0026k: the two must stay the same expression). A search matches within one field,
 * unless its text holds a line break.
 */
const SEARCHED_TEXT = sql<string>`(coalesce(leads.profile_url, '') || E'\\n' || coalesce(leads.first_name, '') || E'\\n' || coalesce(leads.last_name, '') || E'\\n' || coalesce(leads.headline, '') || E'\\n' || coalesce(leads.location, ''))`;

/** The user's leads the filter takes, as a query to select from (newest campaign first, each in its list's order). */
export function leadsMatching(db: ReadModelDb, userId: string, filter: LeadFilter) {
  let query = db.selectFrom('leads').where('leads.user_id', '=', userId);
  if (filter.ids) query = query.where('leads.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  if (filter.campaignId) query = query.where('leads.campaign_id', '=', filter.campaignId);
  if (filter.status) query = query.where('leads.status', '=', filter.status);
  if (filter.stepId) {
    const stepId = filter.stepId;
    query = query.where('leads.id', 'in', (eb) =>
      eb.selectFrom('campaign_targets').select('target_id').where('user_id', '=', userId).where('step_id', '=', stepId),
    );
  }
  const search = filter.search?.trim();
  if (search) query = query.where(SEARCHED_TEXT, 'ilike', containsPattern(search));
  return query.orderBy('leads.added_at', 'desc').orderBy('leads.campaign_id').orderBy('leads.position');
}

/** The ids and profile URLs of the leads the filter takes. */
export async function selectLeads(
  db: ReadModelDb,
  userId: string,
  filter: LeadFilter,
): Promise<Array<{ id: string; profile_url: string; campaign_id: string }>> {
  return leadsMatching(db, userId, filter).select(['leads.id', 'leads.profile_url', 'leads.campaign_id']).execute();
}
