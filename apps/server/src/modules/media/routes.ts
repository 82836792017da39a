import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CATALOG_MESSAGES, LIMITS, uploadResponseSchema } from '@resham/shared';
import { replies } from '../../lib/responses';
import type { MediaService } from './service';
import { storeUploadedImages } from './uploaded-images';

const MEDIA_FILE = /^[a-f0-9]{32}-\d+\.webp$/;

/** Admin image upload (multipart field my_file, several files) and public, immutable media serving. */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaService }) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 10, fields: 10, parts: 20 },
  });

  const admin = { access: 'admin' } as const;
  const schema = { response: replies({ 200: uploadResponseSchema }) };
  app.post('/api/admin/products/upload-image', { config: admin, schema }, async (req) => ({
    success: true,
    results: await storeUploadedImages(req, opts.media, CATALOG_MESSAGES.imagesTooMany),
  }));

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
