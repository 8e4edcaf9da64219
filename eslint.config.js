// Lint for the whole monorepo: typescript-eslint, react-hooks, and the dependency boundaries
// ARCHITECTURE.md draws (engineering imports nothing; contracts only zod; charts only types; features never
// import each other; server modules never reach into another module's repository, tables or routes;
// the selection core imports no calculator module).
// test/lint-boundaries.test.ts proves each boundary refuses a forbidden import.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';

const serverModules = fs.existsSync('apps/server/src/modules')
  ? fs
      .readdirSync('apps/server/src/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// The calculator modules the selection core must not import: every module folder with a
// calculator.ts (the part it hands the core), and a folder per registry type for those still to come.
const registryTypes = (() => {
  try {
    const source = fs.readFileSync('packages/contracts/src/calculators.ts', 'utf8');
    const list = /export const calcTypes = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
  } catch {
    return [];
  }
})();
const calculatorFolders = [
  ...new Set([
    ...serverModules.filter((m) => fs.existsSync(`apps/server/src/modules/${m}/calculator.ts`)),
    ...registryTypes,
  ]),
].filter((m) => m !== 'selection');

// A feature is a folder under features/; a folder holding only folders (calculators/) groups
// features, so each calculator (calculators/home, calculators/pumps, …) is a feature of its own.
const featuresDir = 'apps/web/src/features';
const subdirs = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = fs.existsSync(featuresDir)
  ? subdirs(featuresDir).flatMap((top) => {
      const dir = `${featuresDir}/${top}`;
      const onlyFolders = fs.readdirSync(dir, { withFileTypes: true }).every((d) => d.isDirectory());
      return onlyFolders ? subdirs(dir).map((sub) => `${top}/${sub}`) : [top];
    })
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/engineering/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'engineering imports nothing: pure functions only.' }] },
      ],
      // Nor a relative path out of the package (../../contracts/src/…).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/engineering',
              from: '.',
              except: ['./packages/engineering'],
              message: 'engineering imports nothing: pure functions only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module reaches another module through its service (or the engine, guard and file
    // store it offers), never through its repository, tables or routes.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.flatMap((m) =>
              serverModules
                .filter((other) => other !== m)
                .flatMap((other) =>
                  // `repository*.ts`: a module's query files split by aggregate (repository-history.ts…)
                  // are its repository too.
                  [
                    ['repository*.ts', 'repository'],
                    ['tables.ts', 'tables'],
                    ['routes.ts', 'routes'],
                  ].map(([file, what]) => ({
                    target: `./apps/server/src/modules/${m}`,
                    from: `./apps/server/src/modules/${other}/${file}`,
                    message: `A module reaches ${other} through its service, not its ${what}.`,
                  })),
                ),
            ),
            {
              target: './apps/server/src/modules/selection',
              from: [
                ...calculatorFolders.map((m) => `./apps/server/src/modules/${m}`),
                './apps/server/src/calculators.ts',
                './apps/server/src/engines.ts',
              ],
              message:
                'The selection core imports no calculator: calculator modules hand it their parts (src/calculators.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$)[^.]', message: 'contracts depends on zod only.' }] },
      ],
      // Nor a relative path into the apps or another package.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contracts',
              from: '.',
              except: ['./packages/contracts', './node_modules'],
              message: 'contracts depends on zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // One chart definition for browser and server: option builders that import types only.
    files: ['packages/charts/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              allowTypeImports: true,
              message: 'charts imports only types (echarts, @podbor/contracts): pure option builders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // One number input (decision 0045): decimal comma, clamps with a note, conversions said.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['NumberInput'],
              message: 'Numbers are typed into components/ui/number-field (decision 0045).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features do not import each other; compose them in app/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import app/.',
            },
            // Covers the calculator kit (components/calculator, lib/calculator): it knows no calculator;
            // and domain/, what several features know of one domain (КП requests, the chat's unread).
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/domain'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or app/.',
            },
          ],
        },
      ],
    },
  },
);
