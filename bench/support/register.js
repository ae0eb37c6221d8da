// Lets `node -r ./bench/support/register.js bench/x.ts` run TypeScript sources without a build:
// SWC compiles each .ts file on load (with Nest's decorator metadata), and @outflow/* resolves to
// the workspace sources, as in jest.config.js.
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const originalResolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const match = /^@outflow\/([a-z-]+)$/.exec(request);
  if (match) {
    for (const base of ['libs', 'apps']) {
      const candidate = path.join(root, base, match[1], 'src', 'index.ts');
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return originalResolve.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = function (module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
