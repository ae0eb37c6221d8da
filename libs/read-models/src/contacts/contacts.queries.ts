import { containsPattern } from '../contains-pattern';
import type { Selectable } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { ContactTable } from './contacts.table';

export type ContactRow = Selectable<ContactTable>;

/** The owner's contacts among these member keys (what an import is checked against). */
export async function findContactsByKeys(
  db: ReadModelDb,
  userId: string,
  keys: readonly string[],
): Promise<ContactRow[]> {
  if (keys.length === 0) return [];
  const rows: ContactRow[] = [];
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    rows.push(
      ...(await db
        .selectFrom('contacts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('contact_id', 'in', chunk)
        .execute()),
    );
  }
  return rows;
}

export async function findContact(db: ReadModelDb, userId: string, contactId: string): Promise<ContactRow | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
}

/** The member key of a LinkedIn member id among the owner's contacts (a reply names its sender by id). */
export async function findContactKeyByProviderId(
  db: ReadModelDb,
  userId: string,
  providerId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('contacts')
    .select('contact_id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (row) return row.contact_id;
  // A lead the runner enriched before its contact knew the id.
  const target = await db
    .selectFrom('campaign_targets')
    .select('contact_id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', providerId)
    .where('contact_id', 'is not', null)
    .executeTakeFirst();
  return target?.contact_id ?? undefined;
}

/** A page of contact rows and how many match in all. */
export interface ContactRowPage {
  readonly items: ContactRow[];
  readonly total: number;
}

type ContactSearch = { search?: string; page: number; perPage: number };

/** The owner's contacts (or only those on the list), narrowed to those whose name, profile URL or key contains `search`. */
function contactsMatching(db: ReadModelDb, userId: string, search: string | undefined, onListOnly: boolean) {
  let base = db.selectFrom('contacts').where('user_id', '=', userId);
  if (onListOnly) base = base.where('dnc_code', 'is not', null);
  const text = search?.trim();
  if (text) {
    const like = containsPattern(text);
    base = base.where((eb) =>
      eb.or([eb('name', 'ilike', like), eb('profile_url', 'ilike', like), eb('contact_id', 'ilike', like)]),
    );
  }
  return base;
}

/** Every contact of the owner (any member their outreach knows), most recently changed first, searchable. */
export function searchContacts(db: ReadModelDb, userId: string, query: ContactSearch): Promise<ContactRowPage> {
  return contactsPage(db, userId, query, false, 'updated_at');
}

/** The Do-Not-Contact list, newest first, searchable by name or profile URL. */
export function listDoNotContact(db: ReadModelDb, userId: string, query: ContactSearch): Promise<ContactRowPage> {
  return contactsPage(db, userId, query, true, 'dnc_since');
}

/** One page of the owner's contacts matching the search (the list's count beside it), newest by `newest` first. */
async function contactsPage(
  db: ReadModelDb,
  userId: string,
  query: ContactSearch,
  doNotContactOnly: boolean,
  newest: 'updated_at' | 'dnc_since',
): Promise<ContactRowPage> {
  const base = contactsMatching(db, userId, query.search, doNotContactOnly);
  const [items, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(newest, 'desc')
      .orderBy('contact_id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** A lead of a campaign that is still going: its sequence has not ended and its campaign runs or is paused. */
export interface ActiveSequence {
  readonly contactId: string;
  readonly targetId: string;
  readonly campaignId: string;
  readonly campaignName: string;
}

/** The owner's unfinished leads among these members, in campaigns that are running or paused. */
export async function findActiveSequencesOf(
  db: ReadModelDb,
  userId: string,
  keys: readonly string[],
): Promise<ActiveSequence[]> {
  const found: ActiveSequence[] = [];
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .selectFrom('campaign_targets as t')
      .innerJoin('campaigns as c', 'c.id', 't.campaign_id')
      .select(['t.contact_id', 't.target_id', 't.campaign_id', 'c.name'])
      .where('t.user_id', '=', userId)
      .where('t.contact_id', 'in', keys.slice(i, i + 1000))
      .where('t.state', 'not in', ['completed', 'failed'])
      .where('c.status', 'in', ['active', 'paused'])
      .execute();
    for (const r of rows)
      found.push({ contactId: r.contact_id!, targetId: r.target_id, campaignId: r.campaign_id, campaignName: r.name });
  }
  return found;
}

/** Every unfinished lead of one member, whatever its campaign's status: what a reply or a Do-Not-Contact entry stops. */
export async function findOpenTargetsOfContact(
  db: ReadModelDb,
  userId: string,
  contactId: string,
): Promise<Array<{ targetId: string; campaignId: string }>> {
  const rows = await db
    .selectFrom('campaign_targets')
    .select(['target_id', 'campaign_id'])
    .where('user_id', '=', userId)
    .where('contact_id', '=', contactId)
    .where('state', 'not in', ['completed', 'failed'])
    .execute();
  return rows.map((r) => ({ targetId: r.target_id, campaignId: r.campaign_id }));
}
