import { itAcceptsAndRejects } from '../testing/accepts-and-rejects';
import { isLinkedInSearchUrl, searchUrlProblem } from './search-url';

describe('isLinkedInSearchUrl', () => {
  itAcceptsAndRejects(isLinkedInSearchUrl, {
    accepts: [
      'https://www.linkedin.com/search/results/people/?keywords=cto&origin=GLOBAL_SEARCH_HEADER',
      'https://linkedin.com/search/results/all/?keywords=x',
      'linkedin.com/search',
      '  https://www.linkedin.com/search/results/people/  ',
      'HTTPS://WWW.LINKEDIN.COM/SEARCH/RESULTS/PEOPLE/',
    ],
    rejects: [
      '',
      'https://www.linkedin.com/in/ada/',
      'https://www.linkedin.com/sales/search/people?query=x',
      'https://www.google.com/search?q=linkedin',
      'https://notlinkedin.com/search/results/people/',
      'https://www.linkedin.com/searching',
    ],
  });
});

describe('searchUrlProblem says why an address is not a search Outflow takes', () => {
  it.each([
    ['https://www.linkedin.com/sales/search/people?query=x', /^This is a Sales Navigator search\./],
    ['https://www.google.com/search?q=linkedin+cto', /^This is a Google search\./],
    ['https://www.linkedin.com/in/ada/', /^This is a profile, not a search/],
    ['https://www.linkedin.com/feed/', /^This LinkedIn page is not a search's results\./],
    ['hello', /^This is not a LinkedIn search address\./],
  ])('%s', (url, words) => {
    expect(searchUrlProblem(url)).toMatch(words);
  });

  it('says nothing of a LinkedIn search, or of an empty box', () => {
    expect(searchUrlProblem('https://www.linkedin.com/search/results/people/?keywords=cto')).toBeNull();
    expect(searchUrlProblem('  ')).toBeNull();
  });
});
