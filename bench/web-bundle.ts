/**
 * First load of the web app: the JavaScript a signed-out visitor (/login) and a signed-in user
 * (/campaigns, the landing page) download, gzipped, against a bare react-admin + MUI shell (a
 * minimal <Admin> with one resource) built in the same run with the same Vite and chunk settings.
 * Target: app / shell ≤ 1.1 on both routes.
 *
 * Run: node -r ./bench/support/register.js bench/web-bundle.ts
 * Both are built into a temporary folder (removed at the end). What a route downloads is the
 * script and modulepreload graph of the built index.html, plus, for a signed-in route, the lazily
 * loaded modules that route renders (apps/web/src/routes/lazy-pages.ts) with their static imports,
 * read from Vite's build manifest. Sizes are gzip at its default level, as a server would send them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LIBRARY_CHUNKS } from '../apps/web/library-chunks';
import { runBench } from './support/bench-run';

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const TARGET = 1.1;

/** The lazily loaded modules each measured route of the app renders (keys of Vite's manifest). */
const APP_ROUTES: Record<string, string[]> = {
  '/login': [],
  '/campaigns': ['src/layout/Layout.tsx', 'src/campaigns/CampaignList.tsx'],
};

const SHELL_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Shell</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`;

const SHELL_MAIN = `import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="campaigns" list={ListGuesser} />
  </Admin>,
);
`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function viteBuild(config: Record<string, unknown>): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel: 'warn', ...config });
}

/** The scripts index.html loads at once: its module script and every modulepreload. */
function initialScripts(outDir: string): string[] {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel="modulepreload"/.test(tag);
    const ref = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && ref) files.add(ref);
  }
  return [...files];
}

/** A lazily loaded module's chunk and every chunk it imports statically. */
function chunksOf(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the build manifest: has it been renamed? (bench/web-bundle.ts APP_ROUTES)`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
}

function gzippedSize(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length;
  return total;
}

function routeSize(outDir: string, lazyModules: string[]): { bytes: number; files: number } {
  const files = new Set(initialScripts(outDir));
  if (lazyModules.length > 0) {
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    for (const key of lazyModules) chunksOf(manifest, key, files);
  }
  return { bytes: gzippedSize(outDir, files), files: files.size };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-web-bundle-'));
  try {
    const shellRoot = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellRoot, 'src'), { recursive: true });
    fs.writeFileSync(path.join(shellRoot, 'index.html'), SHELL_HTML);
    fs.writeFileSync(path.join(shellRoot, 'src/main.tsx'), SHELL_MAIN);
    // The shell resolves react-admin, MUI and React from the project's own installation.
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(shellRoot, 'node_modules'), 'dir');
    // The React plugin is the web workspace's own dependency.
    const react = (
      createRequire(path.join(WEB, 'package.json'))('@vitejs/plugin-react') as {
        default: () => import('vite').PluginOption;
      }
    ).default;
    const shellOut = path.join(work, 'shell-dist');
    const appOut = path.join(work, 'app-dist');

    const started = Date.now();
    await viteBuild({
      root: shellRoot,
      configFile: false,
      plugins: [react()],
      build: {
        outDir: shellOut,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_CHUNKS } } },
      },
    });
    await viteBuild({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      build: { outDir: appOut, emptyOutDir: true, manifest: true },
    });
    console.log(`built the shell and the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const shell = routeSize(shellOut, []);
    let worst = 0;
    console.log('initial JavaScript, gzipped       shell        app   ratio');
    for (const [route, lazyModules] of Object.entries(APP_ROUTES)) {
      const app = routeSize(appOut, lazyModules);
      const ratio = app.bytes / shell.bytes;
      worst = Math.max(worst, ratio);
      const label = `${route === '/login' ? 'signed out' : 'signed in'} (${route})`.padEnd(30);
      console.log(
        `${label} ${kb(shell.bytes).padStart(10)} ${kb(app.bytes).padStart(10)}   ${ratio.toFixed(2)}  (${app.files} app files)`,
      );
    }
    console.log(`worst ratio ${worst.toFixed(2)} (target <= ${TARGET}) ${worst <= TARGET ? 'OK' : 'ABOVE TARGET'}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
