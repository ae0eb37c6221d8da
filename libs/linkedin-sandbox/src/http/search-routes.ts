import { Router } from 'express';
import { usableAccount } from '../accounts/account-guard';
import { targetStates } from '../network/network-state';
import { PeopleSearch, SEARCH_RESULT_CAP } from '../search/people-search';
import { parseSearchBody, parseSearchUrl, type SearchQuery } from '../search/search-query';
import type { SandboxContext } from '../sandbox-context';
import { invalid } from './api-error';
import { searchResult } from './profile-shapes';
import { decodeCursor, encodeCursor, limitParam } from './request-params';

interface SearchCursor extends Record<string, unknown> {
  query: SearchQuery;
  start: number;
}

/** `POST /linkedin/search`: stable results, true `total_count`, paging stops at LinkedIn's 1,000 cap. */
export function searchRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const search = new PeopleSearch(ctx.population);

  router.post('/linkedin/search', async (req, res) => {
    const account = usableAccount(ctx, req.query.account_id);
    const limit = limitParam(req.query.limit, 0, 100, 10);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const cursor = decodeCursor<SearchCursor>(req.query.cursor ?? body.cursor);
    if (cursor && (!cursor.query || !Number.isInteger(cursor.start))) throw invalid('cursor is not valid');
    const query =
      cursor?.query ??
      (typeof body.url === 'string'
        ? parseSearchUrl(body.url)
        : body.api || body.keywords !== undefined
          ? parseSearchBody(body)
          : undefined);
    if (!query) throw invalid('url is required');
    const matches = search.matches(query);
    const reachable = Math.min(matches.length, SEARCH_RESULT_CAP);
    const start = cursor?.start ?? 0;
    const page = matches.slice(start, Math.min(start + limit, reachable)).map((i) => ctx.population.profiles[i]);
    const states = await targetStates(
      ctx.network,
      account.id,
      page.map((p) => p.providerId),
    );
    const nextStart = start + page.length;
    res.json({
      object: 'LinkedinSearch',
      items: page.map((p) => searchResult(ctx.publicUrl, account, p, states.get(p.providerId)!)),
      config: { params: { api: 'classic', category: 'people' } },
      paging: { start, page_count: page.length, total_count: matches.length },
      cursor: limit > 0 && nextStart < reachable ? encodeCursor({ query, start: nextStart }) : null,
    });
  });
  return router;
}
