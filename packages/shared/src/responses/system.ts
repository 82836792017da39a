import { z } from '../zod';
import { publicConfigSchema } from '../public-config';
import { dataResponse } from './envelope';

export const publicConfigResponseSchema = dataResponse(publicConfigSchema);
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

/** Whether this process should get traffic, and why not (GET /api/health/ready). */
export const readinessSchema = z.object({
  accepting: z.boolean(),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
});
export type ReadinessData = z.infer<typeof readinessSchema>;

export const readinessResponseSchema = dataResponse(readinessSchema);
/** 503 of /api/health/ready: the error with the same report. */
export const notReadyResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: readinessSchema,
});
