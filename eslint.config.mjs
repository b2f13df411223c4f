import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// links go through components/ui/link.tsx, which leaves prefetching off unless a link asks for it
const NEXT_LINK = { name: 'next/link', message: "Import Link from '@/components/ui/link': it does not prefetch what the visitor may never open." };
// the arrows run downward: routes use components and lib, never the other way round
const NO_APP = { group: ['@/app/*', '**/app/*'], message: 'components/ and lib/ never import from app/.' };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['components/**', 'lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [NO_APP] }] },
  },
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
  {
    // the one module that wraps it
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP] }] },
  },
  {
    // the backend boundary knows no request
    files: ['lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [NEXT_LINK, { name: 'next/headers', message: 'lib/api takes plain arguments: the action passes what the request holds.' }], patterns: [NO_APP] },
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
  globalIgnores(['.next*/**', 'tests/bench/baseline/.next*/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'data/**']),
]);
