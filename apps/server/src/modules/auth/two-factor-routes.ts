import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  secondStepSchema,
  TWO_FACTOR_MESSAGES as M,
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@resham/shared';
import { currentUser } from '../../lib/access';
import { withRetryAfter } from '../../lib/rate-limit';
import { replies } from '../../lib/responses';
import type { TwoFactor } from './two-factor';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactor;
  sessionCookie: string;
  setSignedInHint(reply: FastifyReply): void;
}

/** /api/auth/2fa/*: staff set up two-step sign-in, and finish a sign-in with its code. */
export async function twoFactorRoutes(app: FastifyInstance, opts: TwoFactorRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Open to an admin who must still set it up (ADMIN_2FA_REQUIRED): these routes are that set-up.
  const setup = { access: 'admin', twoFactorSetup: true } as const;

  r.get(
    '/status',
    { config: setup, schema: { response: replies({ 200: twoFactorStatusResponseSchema }) } },
    async (req) => {
      const user = currentUser(req);
      return {
        success: true as const,
        ...(await opts.twoFactor.status(user.id)),
        required: user.mustEnrolTwoFactor === true,
      };
    },
  );

  r.post(
    '/setup',
    { config: setup, schema: { response: replies({ 200: twoFactorSetupResponseSchema }) } },
    async (req) => ({ success: true as const, ...(await opts.twoFactor.setup(currentUser(req))) }),
  );

  r.post(
    '/enable',
    {
      config: setup,
      schema: { body: secondStepSchema, response: replies({ 200: twoFactorEnabledResponseSchema }) },
    },
    async (req) => ({
      success: true as const,
      message: M.enabled,
      recoveryCodes: await opts.twoFactor.enable(currentUser(req), req.body.code),
    }),
  );

  r.post(
    '/disable',
    {
      config: setup,
      schema: { body: secondStepSchema, response: replies({ 200: messageResponseSchema }) },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () => opts.twoFactor.disable(currentUser(req), req.body.code, req.ip));
      return { success: true as const, message: M.disabled };
    },
  );

  r.post(
    '/verify',
    {
      config: { access: 'public' },
      schema: { body: secondStepSchema, response: replies({ 200: messageResponseSchema }) },
    },
    async (req, reply) => {
      const token = req.cookies[opts.sessionCookie] ?? '';
      await withRetryAfter(reply, () => opts.twoFactor.verify(token, req.body.code, req.ip));
      opts.setSignedInHint(reply);
      return { success: true as const, message: M.signedIn };
    },
  );
}
