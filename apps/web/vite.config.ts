import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (port 3000) answers the API and the sign-in authority; in development Vite proxies both.
const backend = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // Anchored patterns: a plain '/oidc' prefix would also capture the app's own /oidc-callback pages.
    proxy: {
      '^/api/': { target: backend },
      '^/oidc(/|$)': { target: backend },
    },
  },
});
