import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@outbound/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)),
    },
    // One copy of each: the workspace root also holds other versions pulled in by other packages.
    dedupe: ['react', 'react-dom', 'immutable'],
  },
  // draft-js and fbjs read `global`.
  define: { global: 'globalThis' },
  server: {
    proxy: {
      '/graphql': API,
      '/v1': API,
      '/healthz': API,
      // The API reference page (Redoc, /docs/api); its document is under /v1.
      '/docs': API,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|@wry|optimism|zen-observable)/,
            },
            // The editor's engine, apart from its toolbar (react-draft-wysiwyg): each chunk stays
            // well under the 500 kB warning. Both load only where a message is edited.
            {
              name: 'draft-js',
              test: /node_modules[\\/](draft-js|immutable|fbjs)[\\/]/,
            },
            // No catch-all vendor group: the other libraries (forms, the editor, charts, CSV) go
            // with the pages that use them, so the first page fetches none of them.
          ],
        },
      },
    },
  },
});
