/**
 * The search URL is valid only if it contains '{host}/search' (spec §5), host linkedin.com with
 * any subdomain. The host must start at a boundary so 'notlinkedin.com/search' does not pass.
 */
export function isLinkedInSearchUrl(url: string): boolean {
  return /(?:^|[/.])linkedin\.com\/search(?:[/?#]|$)/i.test(url.trim());
}

/**
 * Why a pasted address is not a search Outflow can take, in words (null when it is one, or
 * nothing is typed yet): the wizard says it under the box rather than only disabling Next.
 */
export function searchUrlProblem(url: string): string | null {
  const text = url.trim();
  if (text === '' || isLinkedInSearchUrl(text)) return null;
  const people =
    "Outflow takes LinkedIn's own people search: run it on linkedin.com, then paste the address of its results page.";
  if (/linkedin\.com\/sales\//i.test(text)) return `This is a Sales Navigator search. ${people}`;
  if (/(^|[/.])google\.[a-z.]+\//i.test(text) || /^(https?:\/\/)?(www\.)?google\./i.test(text))
    return `This is a Google search. ${people}`;
  if (/linkedin\.com\/in\//i.test(text))
    return 'This is a profile, not a search: paste a search results page here, or add profiles with "Paste profile URLs".';
  if (/linkedin\.com/i.test(text)) return `This LinkedIn page is not a search's results. ${people}`;
  return `This is not a LinkedIn search address. ${people}`;
}
