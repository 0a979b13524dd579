import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

/** Hooks of react-redux that bypass the app's typed ones. */
const REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from @/app/hooks.',
};

/**
 * A feature imports from the shared layers (src/api, src/app, src/components, src/session,
 * src/testing, contract/) and from itself, never from another feature: pages that combine
 * features are composed at the route level (src/app/pages). One block per feature and per folder
 * depth, so a relative path that climbs out of the feature is caught as well as an alias.
 */
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = FEATURES.flatMap((feature) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [
      `src/features/${feature}/${Array(depth - 1)
        .fill('*')
        .concat('*.{ts,tsx}')
        .join('/')}`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REDUX_HOOKS],
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: `A feature does not import another feature; compose them in src/app/pages, or move what they share to src/components or src/session.`,
            },
            {
              regex: `^(\\.\\./){${depth}}`,
              message: `This path leaves the ${feature} feature; import shared code by its @/ alias.`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-prerender',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // One import statement per module (a type-only one may stand beside it).
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [REDUX_HOOKS] }],
    },
  },
  {
    // No file a newcomer must scroll: source, bench and scripts stay under 400 lines (tests may not).
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**', 'server/src/places/data/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // CommonJS configuration (dependency-cruiser reads .cjs; server/layers.cjs feeds it).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...featureBoundaries,
  {
    // The shared layers are below the features: they never import one.
    files: ['src/{api,components,config,session,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [REDUX_HOOKS],
          patterns: [
            {
              regex: '^@/features/',
              message: 'Shared code does not depend on a feature; pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*', 'bench/**/*', 'e2e/**/*'],
    rules: { 'no-console': 'off' },
  },
);
