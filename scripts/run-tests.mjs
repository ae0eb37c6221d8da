// `npm test`: runs every Jest suite (unit, integration, browser) and ends with the one summary line
// CI reads: `N passed, N failed, N skipped`. Extra arguments go to Jest (e.g. a path filter).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The separate-process test runs the compiled entry points: compile the server (incremental).
const server = spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (server.status !== 0) console.log('server build failed: the separate-process test will fail');

// Browser tests serve the built web app: build it from the current sources first
// (OUTFLOW_SKIP_WEB_BUILD=1 skips this when iterating on server code).
if (!process.env.OUTFLOW_SKIP_WEB_BUILD || !existsSync('apps/web/dist/index.html')) {
  const build = spawnSync('npm', ['run', 'build:web', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) console.log('web build failed: browser tests will fail');
}

const dir = mkdtempSync(join(tmpdir(), 'outflow-jest-'));
const out = join(dir, 'results.json');
const run = spawnSync('npx', ['jest', '--json', `--outputFile=${out}`, ...process.argv.slice(2)], { stdio: 'inherit' });
let passed = 0, failed = 0, skipped = 0, suitesFailed = 0;
try {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed = r.numPassedTests; failed = r.numFailedTests; skipped = r.numPendingTests + r.numTodoTests;
  suitesFailed = r.numRuntimeErrorTestSuites;
} catch {
  failed = 1;
}
rmSync(dir, { recursive: true, force: true });
if (suitesFailed) console.log(`${suitesFailed} test suite(s) failed to run`);
console.log(`${passed} passed, ${failed + suitesFailed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 && suitesFailed === 0 ? 0 : 1);
