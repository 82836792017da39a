import { z } from '../zod';

// The envelopes every /api answer comes in (spec §7: `{ success, data }` unless a call names other
// fields). Each route declares its answers per status code from these and the entity schemas beside
// them; the server serializes through them (unknown fields are dropped, a wrong shape fails) and the
// web app's fetchers take their types from them with `import type`, so zod never reaches the shop's
// first download.

/** One invalid field of a refused request. */
export const issueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * Every failure, 4xx and 5xx alike (ARCHITECTURE: Errors). `issues` names the invalid fields of a 400,
 * `requestId` comes with a 500, `currentStock` with the 409 of a stale stock edit.
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  issues: z.array(issueSchema).optional(),
  requestId: z.string().optional(),
  currentStock: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ success: true }` and nothing else. */
export const okResponseSchema = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: a change done, said in words the shopper or staff can read. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{ success: true, data }`. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`: a change done, and the thing it made or changed. */
export const messageDataResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success: true, data, total, page, pageSize }`: one page of a longer list. */
export const pageResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
