import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const root = import.meta.dirname

/**
 * One build for the three browser bundles. The server picks dist/portals/<public|talent|org>/index.html
 * by the signed-in user's role and serves /assets/* statically, so every route of a bundle is answered
 * by its index.html and all bundles share one hashed asset folder.
 */
export default defineConfig({
  root,
  base: '/',
  // portals/public holds the signed-out app's sources, not static files: Vite must not copy it.
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../dist/portals'),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      input: {
        public: path.resolve(root, 'public/index.html'),
        talent: path.resolve(root, 'talent/index.html'),
        org: path.resolve(root, 'org/index.html'),
      },
    },
  },
})
