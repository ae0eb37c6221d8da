import type { Page } from '../linkedin-models';

/**
 * Follows a cursor until the last page (cursor null), a cursor seen before (a provider bug must
 * not loop forever), `max` items or `maxPages` calls.
 */
export async function collectPages<T>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  { max = Number.POSITIVE_INFINITY, maxPages = 500 }: { max?: number; maxPages?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (let pages = 0; pages < maxPages && items.length < max; pages++) {
    const page: Page<T> = await fetchPage(cursor);
    items.push(...page.items.slice(0, max - items.length));
    if (!page.cursor || seen.has(page.cursor)) break;
    seen.add(page.cursor);
    cursor = page.cursor;
  }
  return items;
}
