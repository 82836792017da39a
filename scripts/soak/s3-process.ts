// The soak's S3 server in a process of its own (as a real store runs beside the shop), so the load
// generator's own work never slows it: `node --import tsx scripts/soak/s3-process.ts <port> <directory>`.
// Prints one JSON line (its environment for the app) when it answers; stops on SIGTERM.
import { startS3Server } from '../../apps/server/test/s3-server';

const [port, directory] = process.argv.slice(2);
const s3 = await startS3Server({ port: Number(port), directory: directory! });
console.log(JSON.stringify({ endpoint: s3.endpoint, env: s3.env }));
process.once('SIGTERM', () => void s3.stop().finally(() => process.exit(0)));
