/**
 * LinkedIn profile addresses. Whether the provider takes a full URL as identifier is uncertain
 * (unipile.md §9.4), so we always send it the bare identifier: the `/in/{slug}` public id, or the
 * member id inside a Sales Navigator lead URL, or the input itself when it is already an id.
 */

const PROFILE_PATH = /^\/in\/([^/?#]+)/i;
const SALES_PATH = /^\/sales\/(?:lead|people)\/([^/?#,]+)/i;

export function extractProfileIdentifier(publicIdOrUrl: string): string {
  const input = publicIdOrUrl.trim();
  if (!input) throw new TypeError('A LinkedIn profile URL or id is required');
  const url = parseLinkedInUrl(input);
  if (!url) return stripSlashes(safeDecode(input));
  const path = url.pathname;
  const match = PROFILE_PATH.exec(path) ?? SALES_PATH.exec(path);
  if (!match) throw new TypeError(`Not a LinkedIn profile URL: ${publicIdOrUrl}`);
  return safeDecode(match[1]);
}

/** The canonical public profile URL for a public id. */
export function profileUrlFor(publicId: string): string {
  return `https://www.linkedin.com/in/${encodeURIComponent(publicId)}`;
}

/** Whether the text is a LinkedIn address rather than a bare identifier. */
export function isLinkedInUrl(text: string): boolean {
  return parseLinkedInUrl(text.trim()) !== null;
}

function parseLinkedInUrl(input: string): URL | null {
  const looksLikeUrl = /^https?:\/\//i.test(input) || /^(?:[\w-]+\.)*linkedin\.com\//i.test(input);
  if (!looksLikeUrl) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
    return /(^|\.)linkedin\.com$/i.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function stripSlashes(text: string): string {
  return text.replace(/^\/+|\/+$/g, '');
}
