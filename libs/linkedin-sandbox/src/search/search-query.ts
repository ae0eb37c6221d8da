import { invalid } from '../http/api-error';

/** The filters the sandbox understands in a LinkedIn people-search URL (other parameters are accepted and ignored). */
export interface SearchQuery {
  keywords: string[];
  geoUrns: string[];
  companies: string[];
  titles: string[];
}

/** `["103644278","101165590"]`, `103644278,101165590` or a repeated parameter → the list of values. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).flatMap((raw) => {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // not JSON: split on commas below
      }
    }
    return text
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((v) => v.replace(/"/g, '').trim())
      .filter(Boolean);
  });
}

function tokens(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .replace(/["()]/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !['and', 'or', 'not'].includes(t));
}

/**
 * Parses a LinkedIn (or Sales Navigator) people-search URL. Anything without `/search` in its path
 * is not a search URL (400 invalid_parameters, as Unipile answers).
 */
export function parseSearchUrl(url: string): SearchQuery {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('url is not a valid URL');
  }
  if (!/linkedin\.com$/i.test(parsed.hostname) || !parsed.pathname.includes('/search')) {
    throw invalid('url must be a LinkedIn search URL (https://www.linkedin.com/search/results/people/?keywords=...)');
  }
  if (/\/search\/results\/(?!people|all)/.test(parsed.pathname)) throw invalid('only people searches are supported');
  const params = parsed.searchParams;
  // Sales Navigator packs its filters into `query=(keywords:...,...)`.
  const salesKeywords = /keywords:([^,)]+)/.exec(params.get('query') ?? '')?.[1];
  return {
    keywords: tokens(params.get('keywords') ?? (salesKeywords ? decodeURIComponent(salesKeywords) : '')),
    geoUrns: listParam(params, 'geoUrn'),
    companies: listParam(params, 'company').map((c) => c.toLowerCase()),
    titles: tokens(params.get('title') ?? params.get('titleFreeText')),
  };
}

/** `{api: 'classic', category: 'people', keywords, ...}` bodies. */
export function parseSearchBody(body: Record<string, unknown>): SearchQuery {
  if (body.category !== undefined && body.category !== 'people') throw invalid('only people searches are supported');
  const scalar = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const asList = (v: unknown) => (Array.isArray(v) ? v.map(scalar) : v === undefined ? [] : [scalar(v)]);
  return {
    keywords: tokens(typeof body.keywords === 'string' ? body.keywords : ''),
    geoUrns: asList(body.location),
    companies: asList(body.company).map((c) => c.toLowerCase()),
    titles: tokens(typeof body.title === 'string' ? body.title : ''),
  };
}

export function queryKey(q: SearchQuery): string {
  return JSON.stringify([[...q.keywords].sort(), [...q.geoUrns].sort(), [...q.companies].sort(), [...q.titles].sort()]);
}
