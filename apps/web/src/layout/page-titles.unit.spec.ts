import { pageTitleFor } from './page-titles';

describe('each page has its own title', () => {
  it.each([
    ['/campaigns', 'Campaigns · Outflow'],
    ['/campaigns/new', 'New campaign · Outflow'],
    ['/leads', 'Leads · Outflow'],
    ['/leads/abc_1', 'Lead · Outflow'],
    ['/dashboard', 'Activity Dashboard · Outflow'],
    ['/prompt', 'AI Message Generator · Outflow'],
    ['/inbox', 'Messages · Outflow'],
    ['/settings', 'Settings · Outflow'],
    ['/team', 'LinkedIn Account · Outflow'],
    ['/account', 'Account · Outflow'],
    ['/elsewhere', 'Outflow'],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });
});
