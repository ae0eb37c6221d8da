import { isProviderId } from '../linkedin-account/provider-ids';

/**
 * Lead lists hold profile URLs "each normalised to end with a trailing slash" (spec §3). The slash
 * goes at the end of the path, before any query or fragment, so a query value is never altered.
 */
export function normalizeProfileUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const suffixAt = trimmed.search(/[?#]/);
  const path = suffixAt === -1 ? trimmed : trimmed.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : trimmed.slice(suffixAt);
  return path.endsWith('/') ? trimmed : `${path}/${suffix}`;
}

/** A LinkedIn profile address: optional scheme, linkedin.com with at most one subdomain (www., uk.), then /in/{slug}. */
const PROFILE_URL_PATTERN = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)?linkedin\.com\/in\/([^/?#\s]+)/i;

/**
 * True when the whole (trimmed) text is a LinkedIn profile address whose `/in/{slug}` is a member
 * identifier LinkedIn could issue (so `/in/..%2F..%2Faccounts` is none: the slug is what the
 * provider is later asked for).
 */
export function isLinkedInProfileUrl(url: string): boolean {
  const trimmed = url.trim();
  const slug = PROFILE_URL_PATTERN.exec(trimmed)?.[1];
  return slug !== undefined && !/\s/.test(trimmed) && isProviderId('member', decoded(slug));
}

/**
 * The public identifier in `/in/{slug}` (what the LinkedIn provider looks a profile up by),
 * percent-decoded; undefined when the URL has no such part.
 */
export function profileSlug(url: string): string | undefined {
  const match = /\/in\/([^/?#\s]+)/i.exec(url.trim());
  return match ? decoded(match[1]) : undefined;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
