/**
 * The AI Message Generator (/prompt) and the prompt library in a real browser on the product as
 * `npm start` runs it: a new user connects LinkedIn, fetches a sandbox profile, saves a prompt,
 * generates a message with the offline writer within the limit, reopens the library to use the
 * saved prompt (on /prompt and in the wizard's AI mode), edits it and deletes it. A mistyped URL
 * is said to have no profile without sending the user away; a real loss of the LinkedIn session
 * still shows the disconnection toast and leads to /team. Screenshots land in test-results/prompts/.
 */
import type { Page } from 'playwright-core';
import { describeWithBrowser } from '../support/browser';
import { type BrowserSession, signUpAndConnectInBrowser, startBrowserSession } from '../support/browser-session';
import { openNewCampaign, pasteProfileUrls } from '../support/wizard-steps';

const PROMPT =
  'Open with a specific remark about their current role and company, mention that we help growth teams automate outreach without losing the personal touch, and ask for a 15 minute call next week.';

/** A sandbox member's profile URL, found through the product's own search call with the signed-in token. */
async function sandboxProfileUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/linkedin/search/profiles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      body: JSON.stringify({
        searchUrl: 'https://www.linkedin.com/search/results/people/?keywords=growth',
        maxProfiles: 1,
        limit: 50,
      }),
    });
    const body = (await res.json()) as { profileUrls?: string[] };
    if (!res.ok || !body.profileUrls?.[0]) throw new Error(`search failed: ${res.status} ${JSON.stringify(body)}`);
    return body.profileUrls[0];
  });
}

describeWithBrowser('the AI Message Generator and the prompt library in a browser', () => {
  let session: BrowserSession;
  let page: Page;
  const shot = (name: string) => session.shot(name);
  // By CSS, not role: an open MUI dialog hides the toaster from the accessibility tree (aria-hidden).
  const toast = (text: string) => page.locator('[role="status"]', { hasText: text }).first().waitFor();
  const prompt = () => page.getByLabel('AI Prompt');

  beforeAll(async () => {
    session = await startBrowserSession('prompts');
    page = session.page;
    // A step that cannot happen fails with its locator, well before the test's own timeout.
    page.setDefaultTimeout(10_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.outflow.url });
    await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Pia Prompter',
      email: 'pia@example.com',
      password: 'prompt engineer',
    });
  }, 120_000);
  afterAll(() => session?.stop());

  it('opens /prompt from the sidebar with Generate disabled, and asks for a URL on an empty fetch', async () => {
    await page.getByRole('link', { name: 'AI Message Generator' }).click();
    await page.waitForURL(/\/prompt$/);
    await page.getByRole('heading', { name: 'AI Message Generator' }).waitFor();
    expect(await page.getByLabel('Character Limit').inputValue()).toBe('300');
    expect(await page.getByRole('button', { name: 'Generate Message' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Prompt' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy Prompt to Clipboard' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Fetch Profile' }).click();
    await page.locator('p.Mui-error', { hasText: 'Please enter a LinkedIn profile URL' }).waitFor();
    await shot('01-empty-fetch');
  }, 30_000);

  it('says a mistyped profile URL has no profile, and stays: it is not a lost LinkedIn session', async () => {
    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/nobody-by-this-name-at-all-xyz/');
    await page.getByRole('button', { name: 'Fetch Profile' }).click();
    await page.locator('p.Mui-error', { hasText: 'LinkedIn has no profile at this address: check the URL.' }).waitFor();
    await toast('Failed to fetch profile. Please check the URL and try again.');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/prompt');
    expect(
      await page.locator('[role="status"]', { hasText: 'Your LinkedIn account has been disconnected' }).count(),
    ).toBe(0);
    await shot('01b-profile-not-found');
  }, 30_000);

  it('fetches a sandbox profile and shows it as a readable card, the raw data one click away', async () => {
    const url = await sandboxProfileUrl(page);
    await page.getByLabel('LinkedIn profile URL').fill(url);
    await page.getByRole('button', { name: 'Fetch Profile' }).click();
    const card = page.getByRole('article', { name: 'Fetched profile' });
    await card.waitFor();
    // The failure toast of the mistyped URL closes once a fetch works.
    await page.locator('[role="status"]', { hasText: 'Failed to fetch profile' }).waitFor({ state: 'detached' });
    await card.getByRole('link', { name: 'View on LinkedIn' }).waitFor();
    await card.getByText('Position', { exact: true }).waitFor();
    await shot('02-profile-fetched');
    await card.getByText('All profile data').click();
    const raw = page.getByTestId('fetched-profile');
    await raw.waitFor();
    const profile = JSON.parse((await raw.textContent()) ?? '{}') as Record<string, unknown>;
    expect(typeof profile.firstName).toBe('string');
    expect(url).toContain((profile.publicIdentifier ?? profile.publicId ?? '') as string);
    expect(await card.getByText(String(profile.fullName), { exact: true }).count()).toBe(1);
    await shot('02b-profile-raw-data');
    await card.getByText('All profile data').click();
  }, 30_000);

  it('saves the prompt under a name, previewing its first 150 characters', async () => {
    await prompt().fill(PROMPT);
    await page.getByRole('button', { name: 'Copy Prompt to Clipboard' }).click();
    await toast('Prompt copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PROMPT);

    await page.getByRole('button', { name: 'Save Prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Prompt' });
    expect(await dialog.getByTestId('save-prompt-preview').textContent()).toBe(`${PROMPT.slice(0, 150)}...`);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Prompt name').fill('   ');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Prompt name').fill('Growth intro');
    await dialog.getByLabel('Category (optional)').fill('Intro');
    await shot('03-save-prompt-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Prompt saved successfully');
    await dialog.waitFor({ state: 'hidden' });
  }, 30_000);

  it('generates a message for the profile within the character limit, with its count and a copy button', async () => {
    await page.getByLabel('Character Limit').fill('50');
    expect(await page.getByRole('button', { name: 'Generate Message' }).isDisabled()).toBe(true);
    await page.getByLabel('Character Limit').fill('200');
    await page.getByRole('button', { name: 'Generate Message' }).click();
    const message = page.getByTestId('generated-message');
    await message.waitFor({ timeout: 15_000 });
    const text = (await message.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(20);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(await page.getByTestId('generated-message-count').textContent()).toBe(`${text.length} / 200 characters`);
    await page.getByRole('button', { name: 'Copy message' }).click();
    await toast('Message copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await shot('04-generated-message');
  }, 30_000);

  it('reopens the library and puts the saved prompt back into the AI prompt', async () => {
    await prompt().fill('');
    expect(await page.getByRole('button', { name: 'Save Prompt' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Generate Message' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Prompt Library' }).click();
    const library = page.getByRole('dialog', { name: 'Prompt Library' });
    const item = library.getByRole('listitem', { name: 'Growth intro' });
    await item.waitFor();
    await item.getByText('Intro', { exact: true }).waitFor();
    await item.getByText(`${PROMPT.slice(0, 150)}...`).waitFor();
    await shot('05-prompt-library');
    await item.getByRole('button', { name: 'Use' }).click();
    await library.waitFor({ state: 'hidden' });
    expect(await prompt().inputValue()).toBe(PROMPT);
    expect(await page.getByRole('button', { name: 'Generate Message' }).isDisabled()).toBe(false);
  }, 30_000);

  it("offers the library in the wizard's AI mode, and opens /prompt in a new tab from there", async () => {
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await openNewCampaign(page);
    await pasteProfileUrls(page, 'https://www.linkedin.com/in/ada-lovelace');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 2 / 3').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.locator('.react-flow__node-send-message').click();
    const editor = page.getByRole('dialog', { name: 'Send Message' });
    await editor.getByLabel('AI mode').check();
    expect(await editor.getByRole('button', { name: 'Save Prompt' }).isDisabled()).toBe(true);
    const generator = editor.getByRole('link', { name: 'AI Message Generator' });
    expect(await generator.getAttribute('href')).toBe('/prompt');
    expect(await generator.getAttribute('target')).toBe('_blank');

    await editor.getByRole('button', { name: 'Prompt Library' }).click();
    const library = page.getByRole('dialog', { name: 'Prompt Library' });
    await library.getByRole('listitem', { name: 'Growth intro' }).getByRole('button', { name: 'Use' }).click();
    await library.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('AI instructions').inputValue()).toBe(PROMPT);
    await shot('06-wizard-ai-mode');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), generator.click()]);
    await tab.waitForLoadState();
    await tab.getByRole('heading', { name: 'AI Message Generator' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/prompt');
    await tab.close();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    // Until the dialog has faded out, its backdrop would take the next click.
    await editor.waitFor({ state: 'hidden' });
  }, 60_000);

  it('renames the saved prompt, then deletes it', async () => {
    await page.getByRole('link', { name: 'AI Message Generator' }).click();
    await page.waitForURL(/\/prompt$/);
    await page.getByRole('button', { name: 'Prompt Library' }).click();
    const library = page.getByRole('dialog', { name: 'Prompt Library' });
    await library.getByRole('button', { name: 'Edit Growth intro' }).click();
    await library.getByLabel('Prompt name').fill('Growth intro v2');
    await library.getByRole('button', { name: 'Save changes' }).click();
    await toast('Prompt updated successfully');
    await library.getByRole('listitem', { name: 'Growth intro v2' }).waitFor();

    await library.getByRole('button', { name: 'Delete Growth intro v2' }).click();
    await toast('Prompt deleted successfully');
    await library.getByText('No saved prompts yet').waitFor();
    await shot('07-library-empty');
    await library.getByRole('button', { name: 'Close' }).click();
    await library.waitFor({ state: 'hidden' });
  }, 30_000);

  it('takes a real loss of the LinkedIn session as one: the toast, and on to /team', async () => {
    const token = (await page.evaluate(() => localStorage.getItem('authToken')))!;
    const account = await (
      await fetch(`${session.outflow.url}/api/linkedin-accounts`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    await fetch(`${session.outflow.url}/sandbox/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ disconnectAccountId: account.account.accountId }),
    });
    await page
      .getByLabel('LinkedIn profile URL')
      .fill(await sandboxProfileUrl(page).catch(() => 'https://www.linkedin.com/in/someone-real/'));
    await page.getByRole('button', { name: 'Fetch Profile' }).click();
    await page.waitForURL(/\/team$/, { timeout: 15_000 });
    await toast('Your LinkedIn account has been disconnected. Please reconnect to continue using LinkedIn features.');
    await shot('08-real-disconnection');
  }, 30_000);
});
