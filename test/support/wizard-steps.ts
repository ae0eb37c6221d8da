/**
 * Steps of the campaign wizard that several browser suites take on the way to what they test:
 * opening it, pasting profile URLs, opening the search modal.
 */
import type { Locator, Page } from 'playwright-core';

/** From the campaign list: New campaign, then step 1 of the wizard at /campaigns/new. */
export async function openNewCampaign(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New campaign' }).first().click();
  await page.waitForURL(/\/campaigns\/new$/);
}

/** On step 1: the paste dialog, filled with `text` (one URL a line) and saved. */
export async function pasteProfileUrls(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /Paste profile URLs/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste LinkedIn Profile URLs' });
  await dialog.getByLabel('LinkedIn profile URLs').fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/** On step 1: opens the LinkedIn search modal, and answers it. */
export async function openSearchModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Basic LinkedIn Search/ }).click();
  return page.getByRole('dialog', { name: 'CREATE A LIST OF LEADS BELOW' });
}
