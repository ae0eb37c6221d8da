import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  plugins: [react()],
  resolve: {
    alias: {
      '@outflow/domain': fileURLToPath(new URL('../../libs/domain/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/]@mui[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](ra-|react-admin|@tanstack)/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
