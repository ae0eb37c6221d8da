// `npm run lint` (see README): typescript-eslint's type-aware checks and the architecture's import
// boundaries (eslint/boundaries.mjs). Nothing may be switched off inline: inline config is ignored
// and reported, and `--max-warnings 0` turns that report into a failure.
import tseslint from 'typescript-eslint';
import outflow from './eslint/boundaries.mjs';

const typeChecked = {
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
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: typeChecked,
  },
  {
    // The web app (TSX, bundler resolution): its own program, specs included.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { project: './apps/web/tsconfig.spec.json', tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: typeChecked,
  },
);
