import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const FEATURES = path.join(ROOT, 'src/features');

/**
 * Arrows only point down (docs/architecture.md, "Layers"), from the first entry to the last: a
 * folder imports its own files and the folders of the layers below it, never one above it nor
 * another folder of its own layer. The entry (main.tsx) and the first load (ssr/: entry, start,
 * prerender) sit on top; app/ composes features/, which use components/; then the shop's state
 * (store/: the store, its slices, selectors and thunks, the endpoints it injects), built from the
 * one api slice (api/: the slice, its base query); the service worker's page side (sw/); and the
 * shared base: hooks/ (what components ask of the page: hydrated yet, loaded yet) and lib/, then
 * config/, then styles and declarations. Test helpers (test/) compose every layer, as tests do.
 * A feature never takes another feature's code: what pages share is in store/ or components/.
 * Type-only imports may cross (they leave no code behind): api/ names the store's state.
 */
const LAYERS = [
  ['src/main.tsx', 'src/test'],
  ['src/ssr'],
  ['src/app'],
  ['src/features'],
  ['src/components'],
  ['src/store'],
  ['src/api'],
  ['src/sw'],
  ['src/hooks', 'src/lib'],
  ['src/config'],
  ['src/styles', 'src/types'],
];
function layerZones() {
  return LAYERS.flatMap((layer, depth) =>
    layer.map((folder) => {
      const above = [
        ...LAYERS.slice(0, depth).flat(),
        ...layer.filter((other) => other !== folder),
      ];
      return {
        target: `./${folder}`,
        from: above.map((name) => `./${name}`),
        message: `${folder} sits below ${above.join(', ')}: imports only point down.`,
      };
    }),
  );
}

/** An import that leaves no code behind: `import type`, or every name in it a type. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return names.length > 0 && names.every((name) => (name.importKind ?? name.exportKind) === 'type');
}

/** import-x's no-restricted-paths for the layers, blind to type-only imports. */
const restrictedPathsRule = importX.rules['no-restricted-paths'];
const layersPlugin = {
  rules: {
    'imports-point-down': {
      meta: restrictedPathsRule.meta,
      create(context) {
        const listeners = restrictedPathsRule.create(context);
        return Object.fromEntries(
          Object.entries(listeners).map(([kind, listen]) => [
            kind,
            (node) => (typeOnly(node) ? undefined : listen(node)),
          ]),
        );
      },
    },
  },
};

const FEATURE_PUBLIC = [];
/**
 * Tests may also render the session's sign-in dialogs beside a page, as the app's Layout does:
 * the cart page's test signs a shopper in the way they would. Like the app, tests compose pieces
 * of every layer (the session's test renders the Header), so the layers do not bind them.
 */
const FEATURE_PUBLIC_TO_TESTS = [path.join(FEATURES, 'session/AuthDialogs.*')];

/** The tests that join the SPA and the server on purpose, each documented in its file. */
const SIDE_BY_SIDE_TESTS = [
  'src/api/realServer.test.ts',
  'server/web/menu-page.test.ts',
  'server/web/dish-pages.test.ts',
  // The search's ranking, tried on the sample menu the server seeds.
  'src/features/search/dishSearch.test.ts',
  'server/menu-admin/instances.test.ts',
];

/** The three sides stay apart: the SPA and the server share only contract/. */
const sideZones = [
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  { target: './server', from: './src', message: "The server does not use the SPA's code." },
  {
    target: './contract',
    from: ['./src', './server'],
    message: 'contract/ is shared by both sides and depends on neither.',
  },
];

function featureZones(allowed) {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/features/${name}`,
      from: path.join(FEATURES, '*/**'),
      except: [path.join(FEATURES, name, '**'), ...allowed],
      message:
        "A feature does not use another feature's code: shared state belongs in src/store, " +
        'shared pieces in src/components.',
    }));
}

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'node_modules/',
      'server/uploads/',
      'public/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX, layers: layersPlugin },
    settings: {
      // Relative imports only, without extensions: the node resolver is enough (and fast).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...sideZones,
        ...featureZones(FEATURE_PUBLIC),
      ]),
      'layers/imports-point-down': restrictedPaths(layerZones()),
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'layers/imports-point-down': 'off',
      'import-x/no-restricted-paths': restrictedPaths([
        ...sideZones,
        ...featureZones([...FEATURE_PUBLIC, ...FEATURE_PUBLIC_TO_TESTS]),
      ]),
    },
  },
  {
    files: SIDE_BY_SIDE_TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        sideZones[2],
        ...featureZones([...FEATURE_PUBLIC, ...FEATURE_PUBLIC_TO_TESTS]),
      ]),
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The SPA's calls take their path, method and reply type from the contract, through `request`
    // and `fromContract` (src/api/request.ts): none is written by hand, so none can drift from
    // the server's.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
          (selector) => ({
            selector,
            message: "A call's path comes from contract/endpoints.ts (src/api/request.ts).",
          }),
        ),
        {
          selector: 'Property[key.name="method"] > Literal[value=/^(GET|POST|PUT|PATCH|DELETE)$/]',
          message: "A call's method comes from contract/endpoints.ts (src/api/request.ts).",
        },
        {
          // An endpoint that makes a call (`query`) is defined through fromContract, which types
          // its reply from the call; RTK Query's own builder would take a reply type by hand.
          selector:
            'CallExpression[callee.property.name=/^(query|mutation|infiniteQuery)$/][callee.object.name="build"] > ObjectExpression > Property[key.name="query"]',
          message:
            "An endpoint's reply type comes from its call: define it with fromContract(build) (src/api/request.ts).",
        },
      ],
      // Each chunk takes the paths of its own part (contract/endpoints/<part>.ts); the joined
      // module would put every path in the first load. Its types are free.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'contract/endpoints$',
              allowTypeImports: true,
              message: 'Import the part: contract/endpoints/<part>.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories (docs/architecture.md, "Server"): the query builder's statements
    // and the `sql` template are written in files named repository.ts or <name>-repository.ts,
    // and in db/ (the connection, its dialects, the migrations). Services, routes and workers
    // call a repository's methods; a transaction is opened where the logic is and handed to them.
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/repository.ts',
      'server/**/*-repository.ts',
      'server/db/**',
      'server/**/*.test.ts',
      'server/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'SQL only in repositories: move this query to a *-repository.ts of its area.',
        },
        {
          selector:
            'ImportDeclaration[source.value="kysely"] > ImportSpecifier[imported.name="sql"]',
          message: 'SQL only in repositories: the `sql` template belongs in a *-repository.ts.',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    // Pieces a reader takes in whole: lines of code, blank lines and comments not counted (a
    // well-commented function is not pushed to split). Tests, the test harness and shipped
    // migrations (frozen once run) are left out.
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'contract/**/*.ts',
      'scripts/**/*.{ts,js,mjs,cjs}',
      'src/ssr/build/*.{mjs,cjs}',
      'bench/**/*.{ts,js,mjs}',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'server/db/migrations/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Run by hand to draw the committed artwork, by neither the build nor the store; most of its
    // length is the tables of dishes and heroes it draws. Its functions keep the limit.
    files: ['scripts/make-images.mjs'],
    rules: { 'max-lines': 'off' },
  },
);
