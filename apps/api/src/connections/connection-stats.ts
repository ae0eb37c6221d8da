import type { LinkedInProvider } from '@outflow/linkedin';

/** The Connections card's figures (spec 01 §3 "Connection stats"). */
export interface ConnectionStats {
  readonly pendingInvitations: number;
  /** Relations counted up to RELATIONS_COUNT_CAP; the dashboard shows it with a trailing +. */
  readonly totalConnections: number;
  /** When these figures were read from LinkedIn (ISO 8601). */
  readonly lastSyncTime: string;
}

/** The provider's largest relations page (unipile.md: relations limit 1–1000). */
const RELATIONS_PAGE_SIZE = 1000;
/**
 * The own profile the port gives carries no connection count, so relations are paged; past this
 * many the count stops (at most 5 provider calls) and reads as "5000+".
 */
export const RELATIONS_COUNT_CAP = 5000;

export async function countRelations(
  provider: LinkedInProvider,
  accountId: string,
  { cap = RELATIONS_COUNT_CAP, pageSize = RELATIONS_PAGE_SIZE }: { cap?: number; pageSize?: number } = {},
): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page = await provider.listRelations(accountId, { cursor, limit: Math.min(pageSize, cap - count) });
    count += page.items.length;
    cursor = page.cursor;
  } while (cursor && count < cap);
  return Math.min(count, cap);
}

/** Reads the figures from LinkedIn now: pending sent invitations and relations. */
export async function readConnectionStats(
  provider: LinkedInProvider,
  accountId: string,
  now: () => Date,
): Promise<ConnectionStats> {
  const [invitations, totalConnections] = await Promise.all([
    provider.listSentInvitations(accountId),
    countRelations(provider, accountId),
  ]);
  return { pendingInvitations: invitations.length, totalConnections, lastSyncTime: now().toISOString() };
}
