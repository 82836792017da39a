/**
 * Fills DATA_DIR (the embedded database) with the demo catalogue grown to N live products, as
 * `npm run bench` does: `node --import tsx scripts/seed-big-catalogue.ts <DATA_DIR> [N=5000]`.
 * Used by `npm run lighthouse` to audit the listing on a big catalogue.
 */
import { seedCatalogue } from './bench-catalogue-setup';

const [dataDir, count = '5000'] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: seed-big-catalogue.ts <DATA_DIR> [products]');
  process.exit(1);
}
await seedCatalogue({ env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => {} }, Number(count));
