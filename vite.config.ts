import { defineConfig } from 'vite';

// `npm start` serves demo/ with the sources of src/ (no build step); `npm start -- --port 8080` picks a port.
export default defineConfig({
  root: 'demo',
  server: { host: '127.0.0.1', port: 5173, fs: { allow: ['..'] } },
  build: { outDir: '../dist/demo', emptyOutDir: true },
});
