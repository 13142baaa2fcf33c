// One lint tool for the whole tree: ESLint with typescript-eslint (type-aware), React hooks rules
// and @stylistic for formatting. (Biome was tried first: the npm registry this project installs from
// lacks its non-Linux binaries, so its lockfile entries are incomplete and `npm ci` refuses it.)
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'src/api/generated/**', 'openapi/.bundled/**', 'tests/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, jsx: true, braceStyle: '1tbs' }),
  {
    rules: {
      '@stylistic/max-len': ['error', { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true }],
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/operator-linebreak': 'off',
      '@stylistic/multiline-ternary': 'off',
      '@stylistic/jsx-one-expression-per-line': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'generators/**', 'mock-server/**', 'tests/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
