import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_MESSAGES, importResultSchema } from '@resham/shared';
import type { Db } from '../../db/client';
import type { CatalogChanges } from '../../lib/catalog-changes';
import { currentUser } from '../../lib/access';
import { conflict, HttpError, isUniqueViolation } from '../../lib/errors';
import { binaryBody, replies } from '../../lib/responses';
import { readUploadedFile } from '../../lib/request-body';
import { MAX_IMPORT_BYTES } from './columns';
import { exportProducts } from './export';
import { applyImport, ImportRefused, previewImport } from './import-apply';

export interface CatalogSheetOptions {
  db: Db;
  changes: CatalogChanges;
  hsnCodes?: string | Record<string, string>;
}

/** The file of an import: the body itself (text/csv), or the multipart field "file" (a browser's upload). */
async function uploadedFile(req: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!req.isMultipart()) {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, IMPORT_MESSAGES.noFile);
    return { bytes: req.body, name: 'upload.csv' };
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const bytes = await readUploadedFile(part, () => new HttpError(413, IMPORT_MESSAGES.tooLarge));
        return { bytes, name: part.filename.slice(0, 200) || 'upload.csv' };
      }
      if (part.type === 'file') part.file.resume();
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
    throw new HttpError(400, IMPORT_MESSAGES.noFile);
  }
  throw new HttpError(400, IMPORT_MESSAGES.noFile);
}

/** GET /api/admin/products/export and POST /api/admin/products/import?apply=false|true. */
export async function catalogSheetRoutes(
  app: FastifyInstance,
  { db, changes, hsnCodes }: CatalogSheetOptions,
) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });
  // A CSV body is read as bytes: the import decodes it and reports rows that are not UTF-8.
  for (const type of ['text/csv', 'text/plain', 'application/csv', 'application/octet-stream'])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  r.get(
    '/api/admin/products/export',
    { config: admin, schema: { response: replies({ 200: binaryBody('text/csv') }) } },
    async (_req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="products-${day}.csv"`)
        .send(await exportProducts(db, hsnCodes));
    },
  );

  r.post(
    '/api/admin/products/import',
    {
      config: admin,
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        querystring: z.object({
          apply: z.enum(['true', 'false'], { error: 'apply must be true or false.' }).default('false'),
        }),
        response: replies({ 200: importResultSchema, 422: importResultSchema }),
      },
    },
    async (req, reply) => {
      const file = await uploadedFile(req);
      if (req.query.apply === 'false') return previewImport(db, file.bytes, hsnCodes);
      try {
        return await applyImport(db, changes, file.bytes, currentUser(req), file.name, hsnCodes);
      } catch (err) {
        if (err instanceof ImportRefused) return reply.status(422).send(err.result);
        if (isUniqueViolation(err)) throw conflict(IMPORT_MESSAGES.changedMeanwhile);
        throw err;
      }
    },
  );
}
