// `npm run lint` (see README): typescript-eslint's type-aware checks and the architecture's import
// boundaries (eslint/boundaries.mjs), and Prettier's layout (.prettierrc.json). Nothing may be switched
// off inline: inline config is ignored and reported, and `--max-warnings 0` turns that report into a failure.
import tseslint from 'typescript-eslint';
import prettier from 'eslint-plugin-prettier';
import outflow from './eslint/boundaries.mjs';

// typescript-eslint's recommended type-checked rules, with three settings of ours:
// - `require-await` is off: a method that implements a Promise-returning port stays `async` even
//   without an await, so that a throw in it is a rejection like any other, never a synchronous throw.
// - unused names may start with `_` (a parameter a signature requires; a field dropped by a rest spread).
// - the web's event handlers may be async (`onClick={async () => …}`): React ignores what they return.
const recommended = Object.assign({}, ...tseslint.configs.recommendedTypeChecked.map((c) => c.rules ?? {}));
const unused = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true };
// Layout is Prettier's (.prettierrc.json; `npx eslint --fix` applies it): one print width, no debate in review.
const typeChecked = {
  ...recommended,
  '@typescript-eslint/require-await': 'off',
  '@typescript-eslint/no-unused-vars': ['error', unused],
  'prettier/prettier': 'error',
  '@typescript-eslint/no-explicit-any': 'error',
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true }],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**'] },
  {
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    plugins: { outflow },
    rules: { 'outflow/boundaries': 'error' },
  },

  {
    // Server side, specs, test kits, test/, bench/ and scripts/: one program (tsconfig.lint.json).
    files: ['**/*.ts'],
    ignores: ['apps/web/**'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, prettier },
    rules: typeChecked,
  },
  {
    // The web app (TSX, bundler resolution): its own program, specs included.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: './apps/web/tsconfig.spec.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin, prettier },
    rules: { ...typeChecked, '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }] },
  },
  {
    // Tests read JSON answers (`res.json()`) and use Jest's asymmetric matchers (`expect.any(String)`),
    // both typed `any`: what a test asserts is its check, so the no-unsafe-* rules do not apply there.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**', 'bench/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
