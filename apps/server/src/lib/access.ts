import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, TWO_FACTOR_MESSAGES, type SessionUser } from '@resham/shared';
import { forbidden, unauthorized } from './errors';
import { declaredResponses } from './responses';

/** Who may call a route. Every /api route must declare one (checked when the route is registered). */
export type Access = 'public' | 'customer' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** On a public route: still read the session, so the handler can see who is signed in. */
    optionalUser?: boolean;
    /** An admin route open before two-step sign-in is set up (its set-up itself). */
    twoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * Every /api route with its declared access and the status codes its `schema.response` declares
     * (`binary`: those answered with bytes, not JSON), for the access-matrix test.
     */
    apiRoutes: {
      method: string;
      url: string;
      access: Access;
      responses: string[];
      binary: string[];
    }[];
  }
}

export interface AccessOptions {
  /** Resolves the signed-in user from the request's session cookie, or null. */
  resolveUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** ADMIN_2FA_REQUIRED: an admin without two-step sign-in reaches only its set-up. */
  adminTwoFactorRequired?: boolean;
}

export const accessPlugin = fp(async (app: FastifyInstance, opts: AccessOptions) => {
  app.decorateRequest('user', null);
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    const { statuses, binary } = declaredResponses(route.schema?.response);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({ method, url: route.url, access, responses: statuses, binary });
      }
    }
  });

  // onRequest: who may call is decided before the body is read, let alone parsed or validated, so a
  // stranger's large body is refused at once (it costs neither memory nor parsing) and guests learn
  // nothing from 400s. The session is the cookie's (parsed by @fastify/cookie's onRequest hook, which
  // is registered before this one).
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access || (access === 'public' && !config.optionalUser)) return;
    request.user = await opts.resolveUser(request);
    // Marked on every route, so a staff power outside the admin routes (staffPowers) sees it too.
    if (request.user?.role === 'admin' && opts.adminTwoFactorRequired && !request.user.twoFactor)
      request.user = { ...request.user, mustEnrolTwoFactor: true };
    if (access === 'public') return;
    if (!request.user) throw unauthorized(MESSAGES.auth.notSignedIn);
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden(MESSAGES.auth.forbidden);
    if (access === 'admin' && request.user.mustEnrolTwoFactor && !config.twoFactorSetup)
      throw forbidden(TWO_FACTOR_MESSAGES.enrolRequired);
  });
});

/** The signed-in user of a route whose access is customer or admin. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(MESSAGES.auth.notSignedIn);
  return request.user;
}

/**
 * Whether the signed-in user acts with staff powers on a route open to shoppers too (the invoice of
 * any order): an admin does, a shopper does not. An admin who must still set up two-step sign-in
 * (ADMIN_2FA_REQUIRED) has no staff power anywhere: 403, as on every admin route. Every such power
 * asks here, never `role === 'admin'` itself.
 */
export function staffPowers(request: FastifyRequest): boolean {
  const user = currentUser(request);
  if (user.role !== 'admin') return false;
  if (user.mustEnrolTwoFactor) throw forbidden(TWO_FACTOR_MESSAGES.enrolRequired);
  return true;
}

/** Refuses a userId from a path or body that is not the session user's (ARCHITECTURE: server is the authority). */
export function assertSelf(request: FastifyRequest, userId: string | undefined): SessionUser {
  const user = currentUser(request);
  if (userId !== undefined && userId !== user.id) throw forbidden(MESSAGES.auth.forbidden);
  return user;
}
