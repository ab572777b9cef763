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
    : {
        target: 'es2022',
        sourcemap: true,
        rolldownOptions: {
          output: {
            // React, React DOM and the router in one chunk: every page needs all of them, and
            // one file compresses better than the three or four the bundler would otherwise
            // split them into (about 0.9 KB gzip less in the first view).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: proxyTarget ? { proxy: { '/api': proxyTarget, '/__': proxyTarget } } : undefined,
}));
