import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The layer rule of ARCHITECTURE §1, enforced: src/domain ← machines ← src/features ← src/app;
// src/api only from src/app; server imports src/domain and nothing else of src.
const zones = [
  {
    target: './src/domain',
    from: ['./machines', './src/api', './src/app', './src/features', './src/ui', './server'],
    message: 'src/domain is pure: it imports nothing of the project.',
  },
  {
    target: './machines',
    from: ['./src/api', './src/app', './src/features', './src/ui', './server'],
    message: 'Machines import only xstate and src/domain.',
  },
  {
    target: './src/features',
    from: ['./src/api', './src/app', './server'],
    message: 'Views get api calls through machines that src/app provides.',
  },
  {
    target: './src/visualizer',
    from: ['./src/api', './src/app', './src/features', './server'],
    message: 'The visualizer gets data through props from src/app.',
  },
  {
    target: './src/ui',
    from: ['./src/api', './src/app', './src/features', './machines', './server'],
    message: 'src/ui holds presentational parts only.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './machines', './src/ui', './server'],
    message: 'src/api is used only by src/app.',
  },
  {
    target: './server',
    from: ['./src/api', './src/app', './src/features', './src/ui', './machines'],
    message: 'The gateway imports src/domain and nothing else of src.',
  },
  {
    // Each area keeps its HTTP edge beside its rules (server/<area>/<name>.routes.ts, issue 63): parse, call,
    // answer. What two routes share is a rule of the area, so no route file imports another.
    target: './server/*/*.routes.ts',
    from: './server/*/*.routes.ts',
    message:
      'A route file does not import another route file: what two routes share is a rule of their area.',
  },
  {
    // Routes depend on the areas' rules, never the other way round; only server/app.ts mounts the routes.
    target: ['./server/*/**/!(*.routes).ts', './server/!(app).ts'],
    from: './server/*/*.routes.ts',
    message: "Only server/app.ts imports route files; jobs, reports and pages use the areas' modules.",
  },
]

// Feature areas (src/features/<area>, the same names as machines/<area> and src/app/flows/<area>) import their
// own folder, src/ui, src/domain and the machines' types, not another area's views: a part two areas share
// moves to src/ui. FEATURE_EDGES are the imports between areas that exist today, each a debt to move, not a
// pattern to copy; a new edge fails lint.
const FEATURE_EDGES = {
  calendar: ['developers'],
  developers: ['learning', 'tournament'],
  exercise: ['reports', 'templates'],
  learning: ['exercise', 'sharing', 'users'],
  partner: ['sharing'],
  policies: ['users'],
  register: ['password'],
  reports: ['home'],
  session: ['errors'],
  settings: ['login', 'users'],
  shell: ['help', 'notifications', 'session', 'survey'],
  simulation: ['exercise', 'sharing', 'templates'],
  support: ['settings'],
  survey: ['shell'],
}
const FEATURE_AREAS = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
for (const area of FEATURE_AREAS)
  zones.push({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`, ...(FEATURE_EDGES[area] ?? []).map((other) => `./${other}`)],
    message: `A feature area imports only its own views, src/ui and src/domain (${area}).`,
  })

export default tseslint.config(
  {
    ignores: [
      'postcss.config.cjs',
      'dist',
      'dist-server',
      'dist-ssr',
      'styled-system',
      'coverage',
      'node_modules',
      'server/db/migrations',
      '.data',
      // The side-by-side peer (react-admin), built from its own packages in a cache folder by the bench.
      'bench/peer',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { projectService: false } },
    settings: {
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The hooks rules run the React Compiler's analysis on each file (a fifth of the lint's time): only where
    // React is written.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}'],
    ignores: ['tests/server/**', 'tests/e2e/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A promise nobody awaits can reject with no handler and end the process for every tenant (issue 20).
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: [
      'server/main.ts',
      'server/dev.ts',
      'bench/**',
      'tests/**',
      'scripts/**',
      'machines/tooling/flows-diff.ts',
    ],
    rules: { 'no-console': 'off' },
  },
)
