import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CATALOG_MESSAGES, LIMITS, MESSAGES, uploadResponseSchema } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import { replies } from '../../lib/responses';
import { readUploadedFile } from '../../lib/request-body';
import type { MediaService } from './service';

const MEDIA_FILE = /^[a-f0-9]{32}-\d+\.webp$/;

/** Admin image upload (multipart field my_file, several files) and public, immutable media serving. */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 10, fields: 10, parts: 20 },
  });

  const admin = { access: 'admin' } as const;
  const schema = { response: replies({ 200: uploadResponseSchema }) };
  app.post('/api/admin/products/upload-image', { config: admin, schema }, async (req) => {
    if (!req.isMultipart()) throw new HttpError(400, CATALOG_MESSAGES.uploadNoFiles);
    const results: { url: string; width: number; height: number }[] = [];
    // True while the request body is being read: a failure then is the upload's fault (no boundary,
    // a truncated or malformed body), never the server's; storing an image is not guarded this way.
    let reading = true;
    try {
      for await (const part of req.files()) {
        if (part.fieldname !== 'my_file') {
          part.file.resume();
          continue;
        }
        const buffer = await readUploadedFile(
          part,
          () => new HttpError(413, CATALOG_MESSAGES.uploadTooLarge),
        );
        reading = false;
        results.push(await opts.media.store(buffer));
        reading = true;
      }
    } catch (err) {
      if (!reading || err instanceof HttpError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CATALOG_MESSAGES.uploadTooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new HttpError(413, CATALOG_MESSAGES.imagesTooMany);
      if ((err as { statusCode?: number }).statusCode === 413)
        throw new HttpError(413, MESSAGES.errors.tooLarge);
      req.log.info({ reason: (err as Error).message }, 'unreadable upload');
      throw new HttpError(400, MESSAGES.errors.badMultipart);
    }
    if (results.length === 0) throw new HttpError(400, CATALOG_MESSAGES.uploadNoFiles);
    return { success: true, results };
  });

  app.get<{ Params: { file: string } }>('/media/:file', async (req, reply) => {
    const { file } = req.params;
    const object = MEDIA_FILE.test(file) ? await opts.media.storage.get(file) : null;
    if (!object) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', object.size)
      .type('image/webp')
      .send(object.stream);
  });
}
