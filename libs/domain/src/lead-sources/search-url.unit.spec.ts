import { itAcceptsAndRejects } from '../testing/accepts-and-rejects';
import { isLinkedInSearchUrl } from './search-url';

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
