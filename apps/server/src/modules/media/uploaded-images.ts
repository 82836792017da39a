import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES, MESSAGES } from '@resham/shared';
import { HttpError } from '../../lib/errors';
import { readUploadedFile } from '../../lib/request-body';
import type { MediaService } from './service';

/**
 * Every image of a multipart upload (field `my_file`; other fields are skipped), stored through the
 * media pipeline, in the order sent. A failure while the body is read is the upload's (400 or 413,
 * `tooMany` past the route's file limit), never the server's; storing an image is not guarded this way.
 */
export async function storeUploadedImages(req: FastifyRequest, media: MediaService, tooMany: string) {
  if (!req.isMultipart()) throw new HttpError(400, CATALOG_MESSAGES.uploadNoFiles);
  const results: { url: string; width: number; height: number }[] = [];
  // True while the request body is being read.
  let reading = true;
  try {
    for await (const part of req.files()) {
      if (part.fieldname !== 'my_file') {
        part.file.resume();
        continue;
      }
      const buffer = await readUploadedFile(part, () => new HttpError(413, CATALOG_MESSAGES.uploadTooLarge));
      reading = false;
      results.push(await media.store(buffer));
      reading = true;
    }
  } catch (err) {
    if (!reading || err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CATALOG_MESSAGES.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, tooMany);
    if ((err as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, MESSAGES.errors.tooLarge);
    req.log.info({ reason: (err as Error).message }, 'unreadable upload');
    throw new HttpError(400, MESSAGES.errors.badMultipart);
  }
  if (results.length === 0) throw new HttpError(400, CATALOG_MESSAGES.uploadNoFiles);
  return results;
}
