import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importCircles from './scripts/eslint/import-circles.mjs';

// The floors of each app (see apps/server/src/README.md and apps/web/src/README.md): a floor
// imports only the floors below it, and a feature never imports another feature, except
// through that feature's documented public.ts.
const here = path.dirname(new URL(import.meta.url).pathname);
const server = path.join(here, 'apps/server/src');
const web = path.join(here, 'apps/web/src');
const foldersIn = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const tests = ['**/*.test.ts', '**/*.test.tsx'];

const serverTop = [`${server}/{app,main,migrate}.ts`, `${server}/boot/**`];
const serverZones = [
  {
    target: `${server}/lib/**`,
    from: [`${server}/db/**`, `${server}/providers/**`, `${server}/plugins/**`, `${server}/jobs/**`, `${server}/modules/**`, ...serverTop],
    message: 'lib/ is the ground floor: it imports no database, provider, plugin or feature.',
  },
  {
    target: `${server}/db/**`,
    from: [`${server}/providers/**`, `${server}/plugins/**`, `${server}/jobs/**`, `${server}/modules/**`, ...serverTop],
    message: 'db/ imports only lib/ and config: seeding and boot steps live in boot/.',
  },
  {
    target: `${server}/providers/**`,
    from: [`${server}/plugins/**`, `${server}/jobs/**`, `${server}/modules/**`, ...serverTop],
    message: 'A provider imports only db/, lib/, config and the contract.',
  },
  {
    target: `${server}/plugins/**`,
    from: [`${server}/providers/**`, `${server}/jobs/**`, `${server}/modules/**`, ...serverTop],
    message: 'Plugins sit below the features and providers.',
  },
  {
    target: `${server}/jobs/**`,
    from: [`${server}/providers/**`, `${server}/plugins/**`, `${server}/modules/**`, ...serverTop],
    message: 'jobs/ (the runner) imports only db/, lib/, config and the contract: modules register their jobs with it.',
  },
  {
    target: `${server}/modules/**`,
    from: serverTop,
    message: 'Features do not import start-up code or the app.',
  },
  ...foldersIn(`${server}/modules`).map((feature) => ({
    target: `${server}/modules/${feature}/**`,
    from: `${server}/modules/**`,
    except: [`${server}/modules/${feature}/**`, `${server}/modules/*/public.ts`],
    message: "A feature uses another only through that feature's public.ts.",
  })),
  // Inside a module, each sub-folder is a leaf: it imports nothing else of its module (neither
  // the module's root files nor a sibling sub-folder); the module's root composes them.
  ...foldersIn(`${server}/modules`).flatMap((feature) =>
    foldersIn(`${server}/modules/${feature}`).map((part) => ({
      target: `${server}/modules/${feature}/${part}/**`,
      from: `${server}/modules/${feature}/**`,
      except: [`${server}/modules/${feature}/${part}/**`],
      message: `modules/${feature}/${part}/ imports nothing else of modules/${feature}/: the module's root composes its sub-folders.`,
    })),
  ),
];
const serverTestCode = {
  target: `${server}/**`,
  from: `${here}/apps/server/test/**`,
  message: 'Test helpers live in apps/server/test/ and only tests import them.',
};

const webZones = [
  {
    target: `${web}/lib/**`,
    from: [`${web}/components/**`, `${web}/features/**`, `${web}/app/**`, `${web}/main.{ts,tsx}`],
    message: 'lib/ is the ground floor: it imports no component, feature or app code.',
  },
  {
    target: `${web}/components/**`,
    from: [`${web}/features/**`, `${web}/app/**`, `${web}/main.{ts,tsx}`],
    message: 'Components import only lib/ and other components.',
  },
  {
    target: `${web}/features/**`,
    from: [`${web}/app/**`, `${web}/main.{ts,tsx}`],
    message: 'Features do not import the app shell (route paths live in lib/paths.ts).',
  },
  ...foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: `${web}/features/**`,
    except: [`${web}/features/${feature}/**`],
    message: 'A feature never imports another feature; share through components/ or lib/.',
  })),
];
const webTestCode = {
  target: `${web}/**`,
  from: `${here}/apps/web/test/**`,
  message: 'Test helpers live in apps/web/test/ and only tests import them.',
};

// The contract is shared by the server, the web app and other clients: it imports neither app.
const contractZone = {
  target: `${here}/packages/contract/src/**`,
  from: `${here}/apps/**`,
  message: 'The contract imports no app code: both apps import it.',
};

const floors = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: globals.node,
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    // Imports name their .ts/.tsx files, so Node's resolution finds them; the TypeScript parser reads them.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { 'import-x': importX, yatrika: importCircles },
    // import-x/no-cycle skips type-only imports; yatrika/no-import-circle counts them too.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'yatrika/no-import-circle': 'error' },
  },
  { files: ['apps/server/src/**/*.{ts,tsx}'], ignores: tests, plugins: { 'import-x': importX }, rules: floors([...serverZones, serverTestCode]) },
  { files: tests.map((glob) => `apps/server/src/${glob}`), plugins: { 'import-x': importX }, rules: floors(serverZones) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ignores: tests, plugins: { 'import-x': importX }, rules: floors([...webZones, webTestCode]) },
  { files: tests.map((glob) => `apps/web/src/${glob}`), plugins: { 'import-x': importX }, rules: floors(webZones) },
  { files: ['packages/contract/src/**/*.ts'], plugins: { 'import-x': importX }, rules: floors([contractZone]) },
);
