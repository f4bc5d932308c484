import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The super-admin console. The server answers every page path with dist/admin/index.html for a super
 * admin or content editor, so the bundle lives at the site root; its files go under /console-assets
 * because the talent and organization portals already own /assets.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/admin'),
    emptyOutDir: true,
    assetsDir: 'console-assets',
  },
})
