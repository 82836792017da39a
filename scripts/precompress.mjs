// Writes .br and .gz beside each compressible built asset, so the server sends them without work per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|svg|json|txt|webmanifest|xml|html)$/;

function walk(d) {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.ssr') walk(p); // the server's renderer: read from disk, never sent
    } else if (compressible.test(entry.name) && fs.statSync(p).size > 1024) {
      const data = fs.readFileSync(p);
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}
walk(dir);
