/**
 * Debian's chromium driven by playwright-core (no browser download). Browser suites use
 * `describeWithBrowser`, which skips with the reason when chromium or Postgres is missing.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { serviceUrl } from '@outflow/testing';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export function describeWithBrowser(name: string, body: () => void): void {
  const missing = !fs.existsSync(CHROMIUM)
    ? `no chromium at ${CHROMIUM}`
    : !serviceUrl('POSTGRES')
      ? 'Postgres is not available'
      : undefined;
  if (missing) describe.skip(`${name} (skipped: ${missing})`, body);
  else describe(name, body);
}
