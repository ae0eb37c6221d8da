// Takes screenshots of the web app's screens with Debian's Chromium (playwright-core), to look at them.
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
//   env OUTFLOW_TOKEN=<access token>: sign in with it (stored under the spec's keys) before each page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://localhost:5174', outDir = '/tmp/outflow-screens', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/login', '/signup', '/campaigns', '/settings', '/team', '/account'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const token = process.env.OUTFLOW_TOKEN;
  if (token) {
    const profile = JSON.parse(process.env.OUTFLOW_PROFILE ?? '{"id":"","email":"","name":""}');
    await context.addInitScript(
      ([t, p]) => {
        localStorage.setItem('authToken', t);
        localStorage.setItem('raw_auth0_token', t);
        localStorage.setItem('auth0UserProfile', p);
      },
      [token, JSON.stringify(profile)],
    );
  }
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.log(`[console] ${message.text()}`));
  for (const path of pages) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`);
    await page.screenshot({ path: file });
    console.log(`${path} -> ${new URL(page.url()).pathname} ${file}`);
  }
} finally {
  await browser.close();
}
