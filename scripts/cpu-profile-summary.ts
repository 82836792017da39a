/**
 * Prints the functions with the most self time in a V8 CPU profile (`node --cpu-prof`, e.g. the bench
 * server under BENCH_CPU_PROF=<folder>): `node --import tsx scripts/cpu-profile-summary.ts <file> [n]`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-summary.ts <file.cpuprofile> [n]');
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
const byPackage = new Map<string, number>();
/** Where a function lives: an npm package, the server bundle, WebAssembly (PGlite), Node itself. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : 'native';
  if (/^wasm:|\.wasm/.test(url) || name.startsWith('wasm-')) return 'WebAssembly (PGlite)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  return path.basename(url.replace(/^file:\/\//, ''));
}
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id)!;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${path.basename(url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + dt);
  const pkg = packageOf(url, functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
});
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(top));
console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`);
for (const [name, us] of rows)
  console.log(
    `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
  );
console.log('by package:');
for (const [name, us] of [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(
    `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
  );
