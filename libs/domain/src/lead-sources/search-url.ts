/**
 * The search URL is valid only if it contains '{host}/search' (spec §5), host linkedin.com with
 * any subdomain. The host must start at a boundary so 'notlinkedin.com/search' does not pass.
 */
export function isLinkedInSearchUrl(url: string): boolean {
  return /(?:^|[/.])linkedin\.com\/search(?:[/?#]|$)/i.test(url.trim());
}
