// The architecture as one lint rule: which part of the monorepo may import which.
//   - libs/domain is pure: no Node built-ins, no database, bus or framework, no other @outflow package.
//   - No lib imports an app.
//   - A lib or an app reaches another package only through its `@outflow/<name>` entry point:
//     no relative path into another package's folder and no deep `@outflow/<name>/...` import.
//     The one exception: specs and test kits may reach a lib's test kit (`libs/<name>/src/testing/`),
//     which the lib keeps out of its build and its entry point.
//   - apps/web (a browser bundle) imports only @outflow/domain and @outflow/api-contract.
// test/, bench/ and scripts/ sit outside the packages and may import anything.
// Relative paths are resolved against the importing file, so `../../../apps/x/src/y` is caught
// however deep the importer sits.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apps = new Set(['api', 'projector', 'runner', 'all-in-one', 'web']);
const builtins = new Set(builtinModules);
const domainBans = [/^node:/, /^pg(\/|$)/, /^kysely(\/|$)/, /^nats(\/|$)/, /^@nestjs\//];
const webMayImport = new Set(['domain', 'api-contract']);

/** The package a path lies in: `{ kind: 'lib' | 'app', name }`, or undefined outside libs/ and apps/. */
function packageOf(file) {
  const [top, name, src, folder] = path.relative(root, file).split(path.sep);
  const testKit = src === 'src' && folder === 'testing';
  if (top === 'libs' && name) return { kind: 'lib', name, testKit };
  if (top === 'apps' && name) return { kind: 'app', name, testKit };
  return undefined;
}

const isTestCode = (file, pkg) => pkg.testKit || /\.spec\.tsx?$/.test(file);

/** What an import specifier points at, seen from `file`. */
function targetOf(specifier, file) {
  if (specifier.startsWith('.')) {
    const pkg = packageOf(path.resolve(path.dirname(file), specifier));
    return pkg && { ...pkg, relative: true };
  }
  const match = /^@outflow\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  return { kind: apps.has(match[1]) ? 'app' : 'lib', name: match[1], deep: Boolean(match[2]) };
}

/** Why `from` may not import `specifier`, or undefined when it may. */
export function violation(file, specifier) {
  const from = packageOf(file);
  if (!from) return undefined;
  const to = targetOf(specifier, file);
  const self = to && to.kind === from.kind && to.name === from.name;

  if (from.kind === 'lib' && from.name === 'domain') {
    const io = domainBans.some((re) => re.test(specifier)) || builtins.has(specifier.split('/')[0]);
    if (io) return `libs/domain is pure: it does not import '${specifier}' (IO belongs at the edges)`;
    if (to && !self) return `libs/domain imports no other @outflow package ('${specifier}')`;
  }
  if (!to || self) return undefined;
  if (from.kind === 'lib' && to.kind === 'app') return `a lib does not import an app (apps/${to.name} via '${specifier}')`;
  const sharedTestKit = to.kind === 'lib' && to.relative && to.testKit && isTestCode(file, from);
  if ((to.relative || to.deep) && !sharedTestKit) {
    return `${from.kind}s/${from.name} reaches ${to.kind}s/${to.name} only through '@outflow/${to.name}', not '${specifier}'`;
  }
  if (from.kind === 'app' && from.name === 'web' && !webMayImport.has(to.name)) {
    return `apps/web imports only @outflow/domain and @outflow/api-contract, not '${specifier}'`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports within the architecture of the monorepo' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = violation(context.filename, node.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

export default { rules: { boundaries: rule } };
