import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const proxyTarget = process.env.VITE_API_PROXY;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)) },
  },
  // The server render is one self-contained bundle (React and the router inside), so the
  // functions codebase needs no web dependencies of its own.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, minify: false, copyPublicDir: false }
    : { target: 'es2022', sourcemap: true },
  server: proxyTarget ? { proxy: { '/api': proxyTarget, '/__': proxyTarget } } : undefined,
}));
