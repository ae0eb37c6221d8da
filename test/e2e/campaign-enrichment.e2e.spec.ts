/**
 * Lead enrichment end to end, as `npm start` runs the product: a user builds a campaign from a
 * LinkedIn search in the wizard and launches it; the runner (in the same process, on the embedded
 * LinkedIn sandbox) touches each lead for the first time, fetches its profile and records it; the
 * leads list loses its "not fetched yet" warnings and the lead page shows the fetched company and
 * position. Nothing here appends events by hand.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { type BrowserSession, signUpAndConnectInBrowser, startBrowserSession } from '../support/browser-session';
import { openNewCampaign, openSearchModal } from '../support/wizard-steps';

const HINT = 'Profile data not fetched yet. The profile will be enriched when it is processed in the sequence.';

describeWithBrowser('lead enrichment by the campaign runner, in a browser', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    // No human-like spacing between the two profile views: the test should not wait half a minute.
    session = await startBrowserSession('campaign-enrichment', {
      env: { RUNNER_MIN_ACTION_GAP_MS: '0', RUNNER_MAX_JITTER_MS: '0' },
    });
    page = session.page;
    await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Enid Rich',
      email: 'enid@example.com',
      password: 'enrich me please',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  it('launches a campaign of two leads from a search with a View Profile step', async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await openNewCampaign(page);
    const modal = await openSearchModal(page);
    await modal
      .getByLabel('LinkedIn search URL')
      .fill('https://www.linkedin.com/search/results/people/?keywords=product');
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('radio', { name: 'Custom' }).check();
    await modal.getByLabel('Number of profiles').fill('2');
    await modal.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-count"]')?.textContent === '2');
    // Next is disabled while the profiles load (the count shows before they arrive).
    await page.getByText('Loading profiles...').waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Lead profile URLs' }).getByRole('listitem').nth(1).waitFor();
    await session.shot('00-leads-from-search');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('button', { name: 'View Profile' }).click();
    await page.locator('.react-flow__node-view-profile').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('STEP 3 / 3').waitFor();
    await page.getByLabel('Campaign name').fill('Enrichment run');
    await page.getByRole('button', { name: 'Launch Campaign' }).click();
    await page.waitForURL(/\/campaigns$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Enrichment run' }).waitFor();
    await session.shot('01-launched');
  }, 60_000);

  it('shows both leads enriched on /leads once the runner touched them', async () => {
    await page.getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL(/\/leads$/);
    await page.getByText('2 leads').waitFor();
    // The runner works in the background; the list follows (lead:update, or a reload while waiting).
    const deadline = Date.now() + 30_000;
    while ((await page.getByLabel(HINT).count()) > 0) {
      if (Date.now() > deadline) throw new Error('the leads were not enriched within 30 s');
      await page.waitForTimeout(1000);
      await page.reload();
      await page.getByText('2 leads').waitFor();
    }
    await session.shot('02-leads-enriched');
    const names = await page.locator('tbody tr a').allTextContents();
    expect(names).toHaveLength(2);
    // Enriched leads are named by their profile's first and last name, not by the URL's handle.
    for (const name of names) expect(name).toMatch(/^[A-Z][\p{L}'-]+ [A-Z][\p{L}'-]+/u);
  }, 60_000);

  it("opens a lead's page with the fetched company and position and no pending banner", async () => {
    await page.locator('tbody tr a').first().click();
    await page.waitForURL(/\/leads\/.+/);
    await page.getByText('Professional Information').waitFor();
    await page.getByText('Company').waitFor();
    await page.getByText('Position').waitFor();
    // Company and position come from the fetched profile's current experience.
    expect(await page.getByText('Not available').count()).toBe(0);
    expect(await page.getByText(/will be enriched/).count()).toBe(0);
    await session.shot('03-lead-detail');
  }, 30_000);
});
