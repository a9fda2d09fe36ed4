import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards /api to the Fastify server; in production one process serves both.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
