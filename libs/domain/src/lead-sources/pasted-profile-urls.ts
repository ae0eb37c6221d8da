import { normalizeProfileUrl } from './profile-url';

/**
 * The manual list (spec §5): one URL per line, each trimmed, blank lines ignored. Lines are not
 * checked for format and duplicates stay, as the user typed them; each ends with a slash (spec §3).
 */
export function parsePastedProfileUrls(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(normalizeProfileUrl);
}
