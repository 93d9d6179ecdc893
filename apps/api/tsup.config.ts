import { defineConfig } from 'tsup';

// One ESM file for the server; npm packages stay external, the contract is bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts', ops: 'src/cli/migrate.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@homeward/contract'],
});
