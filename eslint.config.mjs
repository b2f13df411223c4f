import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// links go through components/ui/link.tsx, which leaves prefetching off unless a link asks for it
const NEXT_LINK = { name: 'next/link', message: "Import Link from '@/components/ui/link': it does not prefetch what the visitor may never open." };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // the arrows run downward: routes use components and lib, never the other way round, and the
    // backend boundary (lib/api) knows no request
    files: ['components/**', 'lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [{ group: ['@/app/*', '**/app/*'], message: 'components/ and lib/ never import from app/.' }] }] },
  },
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  {
    // the one module that wraps it
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '**/app/*'], message: 'components/ and lib/ never import from app/.' }] }] },
  },
  {
    files: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NEXT_LINK, { name: 'next/headers', message: 'lib/api takes plain arguments: the action passes what the request holds.' }], patterns: [{ group: ['@/app/*', '**/app/*'] }] },
      ],
    },
  },
  {
    // type-aware rules, with the program of tsconfig.json through typescript-eslint's project service
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // nothing deprecated: Google's reference (@types/google.maps) marks what it no longer offers new
      // customers @deprecated (google.maps.Marker, places.AutocompleteService, …), as other libraries do
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  globalIgnores(['.next*/**', 'tests/bench/baseline/.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'data/**']),
]);
