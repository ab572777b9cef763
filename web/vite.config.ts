import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const proxyTarget = process.env.VITE_API_PROXY;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: true },
  server: proxyTarget ? { proxy: { '/api': proxyTarget, '/__': proxyTarget } } : undefined,
});
