import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to answer `Accept-Encoding` with (Brotli before gzip), or null for none. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

// At @fastify/compress's settings (app.ts), which compressed every answer on its way out.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** Each cached body's compressed forms; they go when the cache lets the body go. */
const made = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * `body` compressed with `encoding`, made once per body: a cached page is sent many times, and
 * compressing its ~180 KB again for every browser cost more than anything else in sending it.
 */
export function compressedOnce(body: Buffer, encoding: Encoding): Buffer {
  let forms = made.get(body);
  if (!forms) made.set(body, (forms = {}));
  return (forms[encoding] ??=
    encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body));
}
