import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { LIBRARY_CHUNKS } from './library-chunks.ts';

// The API, its socket and the embedded LinkedIn sandbox share one origin in production; in
// development and preview the same paths are proxied to the all-in-one server.
const apiTarget = process.env.OUTFLOW_API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
  '/sandbox': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  base: '/',
  // Every text asset also ships as .br and .gz: the server sends them as they are, with no work per request.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, logLevel: 'silent' })],
  resolve: {
    alias: {
      '@outflow/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)),
      '@outflow/api-contract': fileURLToPath(new URL('../../libs/api-contract/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_CHUNKS } } },
  },
});
