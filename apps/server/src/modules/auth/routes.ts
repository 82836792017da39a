import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  checkAuthResponseSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  MESSAGES,
  messageResponseSchema,
  TWO_FACTOR_MESSAGES,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/access';
import { withRetryAfter } from '../../lib/rate-limit';
import { replies } from '../../lib/responses';
import type { Credentials } from './credentials';
import type { LoginThrottle } from './login-throttle';
import { clearGuestCartCookies, GUEST_CART_COOKIE } from '../cart/guest-carts';
import { authenticate, registerUser } from './service';
import type { SessionStore } from './session-store';
import type { TwoFactor } from './two-factor';

export const SESSION_COOKIE = 'resham_session';
/**
 * A readable, non-secret "signed in" hint beside the HttpOnly session cookie: the web app asks
 * check-auth only when it is there, so a guest's first load makes no call (and logs no 401). It proves
 * nothing: the session cookie alone decides who is signed in, and a hint whose session is gone is
 * cleared by the 401 that says so.
 */
export const SIGNED_IN_HINT_COOKIE = 'resham_signed_in';

/**
 * A page load that carries a session cookie but no hint (a session from before the hint existed, or a
 * hint the shopper's browser dropped) gets the hint back, so the app asks check-auth on its next load.
 * Unverified on purpose: it is only a hint, and check-auth's 401 clears a wrong one.
 */
export function restoreSignedInHint(reply: FastifyReply, secure: boolean, maxAgeSeconds: number) {
  const cookies = reply.request.cookies;
  if (cookies[SESSION_COOKIE] && cookies[SIGNED_IN_HINT_COOKIE] === undefined)
    setSignedInHint(reply, secure, maxAgeSeconds);
}

/** The session cookie's attributes; the hint has the same ones but is readable by the page. */
const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;
const hintCookieOptions = (secure: boolean) =>
  ({ ...sessionCookieOptions(secure), httpOnly: false }) as const;

export function setSignedInHint(reply: FastifyReply, secure: boolean, maxAgeSeconds: number) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hintCookieOptions(secure), maxAge: maxAgeSeconds });
}

export interface AuthRoutesOptions {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
  credentials: Credentials;
  twoFactor: TwoFactor;
  secureCookies: boolean;
  /** A guest's cart (its cookie) joins the account that signs in or up; the cookie then ends. */
  guestCarts: { mergeInto(token: string | undefined, accountId: string): Promise<void> };
  /** At each sign-in: orders placed as a guest with the account's verified email join it. */
  joinGuestOrders(accountId: string): Promise<unknown>;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = sessionCookieOptions(opts.secureCookies);
  const hintOptions = hintCookieOptions(opts.secureCookies);
  const setHint = (reply: FastifyReply) =>
    setSignedInHint(reply, opts.secureCookies, opts.sessions.maxAgeSeconds);

  // A hint that outlived its session (expired, revoked, signed out elsewhere): the 401 clears it.
  app.addHook('onSend', async (req, reply) => {
    if (reply.statusCode === 401 && req.cookies[SIGNED_IN_HINT_COOKIE] !== undefined)
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
  });

  /** A session begins: its cookie and hint, and the guest cart of this browser joins the account. */
  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string, token: string) {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: opts.sessions.maxAgeSeconds });
    const cart = req.cookies[GUEST_CART_COOKIE];
    if (cart === undefined) return;
    await opts.guestCarts.mergeInto(cart, userId);
    clearGuestCartCookies(reply, opts.secureCookies);
  }

  // Sign-up signs in (issue 34). A taken address gets the same status and body but no session (its
  // owner is told by email, issue 33): the web app asks check-auth and says "check your email".
  r.post(
    '/register',
    {
      schema: { body: registerSchema, response: replies({ 201: messageResponseSchema }) },
      config: { access: 'public' },
    },
    async (req, reply) => {
      let created: string | null = null;
      await withRetryAfter(reply, () =>
        registerUser(
          opts.db,
          req.body,
          async (tx, user) => {
            created = user.id;
            await opts.credentials.queueVerification(tx, user.id, user.userName, user.email);
          },
          (tx, owner) => opts.credentials.queueAccountExists(tx, owner),
        ),
      );
      opts.credentials.kickMail();
      if (created) {
        await startSession(req, reply, created, await opts.sessions.create(created, 'user', false));
        setHint(reply);
      }
      return reply.status(201).send({ success: true, message: MESSAGES.auth.registered });
    },
  );

  r.post(
    '/login',
    {
      schema: { body: loginSchema, response: replies({ 200: loginResponseSchema }) },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const user = await withRetryAfter(reply, () => authenticate(opts.db, opts.throttle, req.body, req.ip));
      // Staff with two-step sign-in: the password opens a sign-in that is nobody until its code
      // (POST /api/auth/2fa/verify); no signed-in hint until then.
      const secondStep = user.role === 'admin' && (await opts.twoFactor.isEnabled(user.id));
      const token = await opts.sessions.create(user.id, user.role, secondStep);
      if (secondStep)
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: opts.sessions.maxAgeSeconds });
      else await startSession(req, reply, user.id, token);
      await opts.joinGuestOrders(user.id);
      if (secondStep) return { success: true, message: TWO_FACTOR_MESSAGES.stepNeeded, user, secondStep };
      setHint(reply);
      return { success: true, message: MESSAGES.auth.loggedIn, user };
    },
  );

  r.post(
    '/logout',
    { schema: { response: replies({ 200: messageResponseSchema }) }, config: { access: 'public' } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await opts.sessions.revoke(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
      return { success: true, message: MESSAGES.auth.loggedOut };
    },
  );

  r.get(
    '/check-auth',
    { schema: { response: replies({ 200: checkAuthResponseSchema }) }, config: { access: 'customer' } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, user: currentUser(req) };
    },
  );

  const message = { schema: { response: replies({ 200: messageResponseSchema }) } } as const;
  const sessionToken = (req: FastifyRequest) => req.cookies[SESSION_COOKIE] ?? '';

  r.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: replies({ 200: messageResponseSchema }) },
      config: { access: 'public' },
    },
    async (req) => {
      await opts.credentials.forgotPassword(req.body.email);
      return { success: true as const, message: MESSAGES.auth.resetRequested };
    },
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema, response: replies({ 200: messageResponseSchema }) },
      config: { access: 'public' },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () => opts.credentials.resetPassword(req.body));
      // Every session ended, this browser's too (if it had one).
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions);
      return { success: true as const, message: MESSAGES.auth.passwordReset };
    },
  );

  r.post(
    '/change-password',
    {
      schema: { body: changePasswordSchema, response: replies({ 200: messageResponseSchema }) },
      config: { access: 'customer' },
    },
    async (req, reply) => {
      await withRetryAfter(reply, () =>
        opts.credentials.changePassword(currentUser(req), sessionToken(req), req.body),
      );
      return { success: true as const, message: MESSAGES.auth.passwordChanged };
    },
  );

  r.post('/logout-all', { ...message, config: { access: 'customer' } }, async (req) => {
    await opts.credentials.logoutAll(currentUser(req), sessionToken(req));
    return { success: true as const, message: MESSAGES.auth.loggedOutEverywhere };
  });

  r.post(
    '/verify-email',
    {
      schema: { body: verifyEmailSchema, response: replies({ 200: messageResponseSchema }) },
      config: { access: 'public' },
    },
    async (req) => {
      await opts.credentials.verifyEmail(req.body.token);
      return { success: true as const, message: MESSAGES.auth.emailVerified };
    },
  );

  r.post('/resend-verification', { ...message, config: { access: 'customer' } }, async (req) => {
    const result = await opts.credentials.resendVerification(currentUser(req));
    return {
      success: true as const,
      message: result === 'sent' ? MESSAGES.auth.verificationSent : MESSAGES.auth.alreadyVerified,
    };
  });
}
