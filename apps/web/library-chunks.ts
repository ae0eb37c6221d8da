/**
 * The web build's library chunks (vite.config.ts; bench/web-bundle.ts builds its bare shell with
 * the same). Libraries change less often than the app: separate chunks stay cached across
 * releases. Only what the first page needs ('$initial') goes in them; a library that only a lazily
 * loaded page uses (React Flow for the wizard) stays in that page's chunks, off every first load.
 */
export const LIBRARY_CHUNKS = [
  { name: 'mui', test: /node_modules[\\/]@mui[\\/]/, tags: ['$initial' as const] },
  { name: 'react-admin', test: /node_modules[\\/](ra-|react-admin|@tanstack)/, tags: ['$initial' as const] },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const] },
];
