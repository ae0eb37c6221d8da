import { fnv1a } from '../population/deterministic-random';
import type { Population } from '../population/population';
import { queryKey, type SearchQuery } from './search-query';

/** LinkedIn shows at most this many results of a classic search, whatever the total. */
export const SEARCH_RESULT_CAP = 1000;
const CACHE_SIZE = 256;

/**
 * Matches a search against the in-memory population. The same query always gives the same members
 * in the same order (a hash of the query and the member), and the match list is cached.
 */
export class PeopleSearch {
  private readonly cache = new Map<string, number[]>();

  constructor(private readonly population: Population) {}

  /** Indexes of every matching member, in the query's stable order (the full count, not capped). */
  matches(query: SearchQuery): number[] {
    const key = queryKey(query);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found: number[] = [];
    const { profiles, searchText } = this.population;
    for (let i = 0; i < profiles.length; i++) {
      const p = profiles[i];
      if (!query.keywords.every((k) => searchText[i].includes(k))) continue;
      if (query.geoUrns.length && !query.geoUrns.includes(p.geoUrn)) continue;
      if (query.companies.length && !query.companies.some((c) => p.company.toLowerCase().includes(c))) continue;
      if (query.titles.length && !query.titles.every((t) => p.position.toLowerCase().includes(t))) continue;
      found.push(i);
    }
    const order = new Map(found.map((i) => [i, fnv1a(`${key}#${i}`)]));
    found.sort((a, b) => order.get(a)! - order.get(b)! || a - b);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, found);
    return found;
  }
}
