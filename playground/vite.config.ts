/**
 * The playground: `npm start` serves it (Vite's dev server), `npm run
 * test:e2e` builds it into `playground/dist` and drives it in Chromium.
 * It runs caretaker from its TypeScript sources, through the same subpath
 * names a user imports (`caretaker`, `caretaker/javascript`).
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const src = (file: string): string => fileURLToPath(new URL(`../src/${file}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      { find: /^caretaker$/, replacement: src('index.ts') },
      { find: /^caretaker\/javascript$/, replacement: src('javascript.ts') },
    ],
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] }, port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
})
