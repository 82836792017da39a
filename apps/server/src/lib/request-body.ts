import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/**
 * The bytes of one uploaded file of a multipart request, read as they arrive. When the file passes the
 * plugin's `fileSize` limit this throws `tooLarge()` at once: the multipart plugin's own toBuffer()
 * drops what is over the limit but keeps reading to the end of the part, so a 100 MB upload would be
 * answered only once all of it had been sent.
 */
export async function readUploadedFile(part: MultipartFile, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * A request answered before its body was read to the end (a stranger refused in onRequest, an upload
 * stopped at its limit) has the rest of its body read and thrown away, as Node does for a body nobody
 * started reading: nothing is kept or parsed, and the connection ends normally instead of waiting, paused,
 * on bytes nobody reads (which also kept the server from closing).
 */
export function registerUnreadBodyDrain(app: FastifyInstance) {
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    raw.unpipe();
    raw.removeAllListeners('data');
    raw.resume();
  });
}
