import { defineConfig } from 'tsup';

// ESM bundles of the server, the migration command and the operations CLI (for production hosts
// without dev dependencies); npm packages stay external, the contract is bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts', migrate: 'src/cli/migrate.ts', ops: 'src/cli/ops.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@homeward/contract'],
});
