import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The renderer build, shared by the browser site and the Electron kiosk.
 * `base: '/'` keeps `/{code}` and `/{code}/vote` deep links working on any
 * static host with a fallback to index.html (Firebase Hosting rewrites, the
 * kiosk's custom protocol, `npm start`'s server).
 */
export default defineConfig({
  root: 'renderer',
  base: '/',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
