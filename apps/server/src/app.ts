import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@resham/shared';
import type { Config } from './config';
import { setPasswordHashCost } from './lib/password';
import type { Database } from './db/client';
import { accessPlugin } from './lib/access';
import { registerErrorHandler } from './lib/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { registerUnreadBodyDrain } from './lib/request-body';
import { registerOriginCheck } from './lib/origin-check';
import { RateCounter, registerRateLimits, scaledMax } from './lib/rate-limit';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerWebApp, WEB_DIST } from './lib/web-app';
import { LoginThrottle } from './modules/auth/login-throttle';
import { authRoutes, restoreSignedInHint, SESSION_COOKIE, setSignedInHint } from './modules/auth/routes';
import { TwoFactor } from './modules/auth/two-factor';
import { twoFactorRoutes } from './modules/auth/two-factor-routes';
import { activityRoutes } from './modules/activity/routes';
import { catalogSheetRoutes } from './modules/catalog-sheet/routes';
import { SessionStore } from './modules/auth/session-store';
import { Credentials } from './modules/auth/credentials';
import { accountRoutes } from './modules/account/routes';
import { AccountService } from './modules/account/service';
import { healthRoutes } from './modules/health/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { ProductService } from './modules/catalog/product-service';
import { renderingApi, storefrontPageRoutes } from './modules/catalog/storefront-pages';
import { signInPageRedirect } from './lib/sign-in-return';
import { mediaRoutes } from './modules/media/routes';
import { cartFormRoutes } from './modules/cart/form-routes';
import { GuestCarts } from './modules/cart/guest-carts';
import { NEW_GUEST_CARTS_PER_HOUR } from './modules/cart/open-guest-cart';
import { cartRoutes } from './modules/cart/routes';
import { addressRoutes } from './modules/address/routes';
import { locationRoutes } from './modules/location/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { orderRoutes } from './modules/order/routes';
import { DiscountCodeAdmin } from './modules/discount/admin-service';
import { discountRoutes } from './modules/discount/routes';
import { CODE_GUESS_LIMITS, CodeGuessThrottle } from './modules/discount/guess-throttle';
import { adminOrderRoutes } from './modules/order/admin-routes';
import { returnRoutes } from './modules/returns/routes';
import { ShopperReturns } from './modules/returns/shopper-returns';
import { StaffReturns } from './modules/returns/staff-returns';
import { AdminOrderService } from './modules/order/admin-service';
import { reviewRoutes } from './modules/review/routes';
import { wishesRoutes } from './modules/wishes/routes';
import { StockAlerts } from './modules/wishes/stock-alerts';
import { WishlistService } from './modules/wishes/wishlist-service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { invoiceRoutes } from './modules/invoice/routes';
import { invoiceSeller, InvoiceMismatchError } from './modules/invoice/invoice-data';
import { GstReportService } from './modules/reports/gst-report-service';
import { InvoiceFigures } from './modules/reports/invoice-figures';
import { reportRoutes } from './modules/reports/routes';
import { startLowStockDigest } from './modules/low-stock/digest-job';
import { startAdminSetupLink } from './modules/auth/admin-setup-job';
import { adminSetupRoutes } from './modules/auth/admin-setup-routes';
import { lowStockRoutes } from './modules/low-stock/routes';
import { InvoiceService } from './modules/invoice/service';
import { joinGuestOrders } from './modules/order/guest-join';
import { orderNotifications } from './modules/order/notifications';
import { GUEST_CODE_LIMITS, GuestEmailCodes } from './modules/order/guest-codes';
import { GUEST_ORDER_LIMITS, GuestCheckout } from './modules/order/guest-checkout';
import { guestOrderRoutes } from './modules/order/guest-order-routes';
import { LOOKUP_EMAILS_PER_HOUR, OrderLookup } from './modules/order/order-lookup';
import { createMailTransport } from './lib/mail/transport';
import { EmailWorker } from './lib/mail/outbox';
import { Buyers } from './modules/order/buyers';
import { Checkout } from './modules/order/checkout';
import { ShopperCancel } from './modules/order/shopper-cancel';
import { shippingLabelRoutes } from './modules/shipping-label/routes';
import { OrderReads } from './modules/order/order-reads';
import type { PaymentProvider } from './modules/order/payment-provider';
import { OrderPayments } from './modules/order/payments';
import { PaymentReconciliation } from './modules/order/reconciliation';
import { OrderRefunds } from './modules/order/refunds';
import { OrderReservations } from './modules/order/reservations';
import { RazorpayProvider } from './modules/payment/razorpay';
import { SimulatedGateway, simulatedSecret } from './modules/payment/simulated';
import { simulatedGatewayRoutes } from './modules/payment/simulated-routes';
import { webhookRoutes } from './modules/payment/webhook-routes';
import { Webhooks } from './modules/payment/webhooks';
import { MediaService } from './modules/media/service';
import { openObjectStorage, type ObjectStorage } from './lib/storage';
import { Readiness } from './modules/health/readiness';
import { ResponseCache } from './lib/response-cache';
import { localCatalogChanges, postgresCatalogChanges } from './lib/catalog-changes';
import { holdServingLock } from './lib/serving-lock';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Pino options, or false for no logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  /** Where uploads go; local disk under DATA_DIR/uploads by default. */
  storage?: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services, for background jobs and tests. */
    services: {
      reservations: OrderReservations;
      payments: OrderPayments;
      refunds: OrderRefunds;
      reconciliation: PaymentReconciliation;
      provider: PaymentProvider;
      emailWorker: EmailWorker;
      stockAlerts: StockAlerts;
      orderLookup: OrderLookup;
      credentials: Credentials;
      media: MediaService;
      readiness: Readiness;
    };
  }
}

/** Pino options: secrets and statement parameters never reach the log (lib/logging). */
export { loggerOptions } from './lib/logging';

export async function buildApp({
  config,
  database,
  logger = false,
  webRoot = WEB_DIST,
  storage,
}: AppDeps): Promise<FastifyInstance> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const app = Fastify({
    logger,
    genReqId: () => randomUUID(),
    // One log line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Only TRUST_PROXY names proxies whose X-Forwarded-For is believed (PUBLIC_URL does not).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A stopping process has closed its listener; a request already arriving on a connection it
    // accepted is served as usual (with Connection: close), not refused with a bare 503 that nginx
    // would hand to the shopper (test/closing.test.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const sessions = new SessionStore(db, config.SESSION_DAYS);
  const rateCounter = new RateCounter(db, { oneAtATime: database.kind === 'pglite' });
  const throttle = new LoginThrottle(rateCounter, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
    perAddress: scaledMax(5 * config.LOGIN_MAX_FAILURES, config.RATE_LIMIT_SCALE),
    accountSlowAfter: 10 * config.LOGIN_MAX_FAILURES,
    accountDelayMs: 1000,
  });
  // Local disk under DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set.
  const objectStorage = storage ?? (await openObjectStorage(config, app.log));
  if (!storage) app.addHook('onClose', async () => objectStorage.close?.());
  const media = new MediaService(db, objectStorage, app.log);
  const readiness = new Readiness(database, objectStorage);
  const twoFactor = new TwoFactor(db, sessions, throttle, config.STORE_NAME, rateCounter);
  // Public catalogue reads, and the storefront pages rendered from them
  // (modules/catalog/storefront-pages.ts), are cached; each entry is tagged with what it shows, and
  // the services that change what it shows clear those tags (catalogChanges.changed), so an order, a
  // wishlist save or a code check leaves every cached page in place.
  const cacheMs = config.CACHE_SECONDS * 1000;
  const catalogCache = new ResponseCache(cacheMs);
  const pageCache = new ResponseCache(cacheMs);
  const clearCaches = (tags?: readonly string[]) => {
    catalogCache.clear(tags);
    pageCache.clear(tags);
  };
  // With several processes on one PostgreSQL, a change through any of them clears every one's cache.
  const catalogChanges = database.url
    ? await postgresCatalogChanges(database.url, clearCaches, app.log)
    : localCatalogChanges(clearCaches);
  app.addHook('onClose', () => catalogChanges.close());
  const products = new ProductService(db, media, catalogChanges);
  // Tells `npm run restore` that this process serves the database (it refuses to restore under a live
  // shop); while a restore runs, this waits for it to end.
  if (database.url) {
    const serving = await holdServingLock(database.url, app.log);
    app.addHook('onClose', () => serving.close());
  }
  const provider: PaymentProvider =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
      ? new RazorpayProvider(config.RAZORPAY_KEY_ID, config.RAZORPAY_KEY_SECRET, config.RAZORPAY_API_URL)
      : new SimulatedGateway(db, simulatedSecret(config.SIMULATED_GATEWAY_SECRET, config.dataDir));
  const emailWorker = new EmailWorker(db, createMailTransport(config), app.log);
  const notifications = orderNotifications(
    {
      storeName: config.STORE_NAME,
      publicUrl: config.publicOrigin ?? `http://localhost:${config.PORT}`,
      shopEmail: config.SHOP_EMAIL,
      sellerState: config.STORE_STATE,
    },
    () => emailWorker.kick(),
  );
  // Account emails (reset and verification links, notices) go through the same outbox as order emails.
  const accountMail = {
    ctx: {
      storeName: config.STORE_NAME,
      publicUrl: config.publicOrigin ?? `http://localhost:${config.PORT}`,
    },
    kick: () => emailWorker.kick(),
  };
  const accounts = new AccountService(db, accountMail, config.STORE_STATE);
  const credentials = new Credentials(
    db,
    rateCounter,
    accountMail,
    {
      resetEmailsPerHour: scaledMax(3, config.RATE_LIMIT_SCALE),
      emailVerified: (tx, accountId) => joinGuestOrders(tx, accountId),
    },
    app.log,
  );
  app.addHook('onClose', async () => credentials.settled());
  const seller = invoiceSeller(config);
  // Each invoice's GST figures are recorded in the transaction that numbers it (checkout for COD,
  // payment confirmation otherwise), before its emails are queued: the GST report sums them. An invoice
  // that would not tie out to its order never blocks the payment: its PDF and the report say so.
  const invoiceFigures = new InvoiceFigures(seller, config.HSN_CODES);
  const paidEvents = {
    ...notifications,
    async orderPaid(tx: typeof db, orderId: string) {
      try {
        await invoiceFigures.record(tx, [orderId]);
      } catch (err) {
        if (!(err instanceof InvoiceMismatchError)) throw err;
        app.log.error({ err, orderId }, 'invoice figures not recorded');
      }
      await notifications.orderPaid(tx, orderId);
    },
  };
  // Orders: reads, checkout, reservations, payment confirmation and refunds (modules/order), used by
  // the invoice and payment modules (never the other way round).
  // Cash on delivery's settings: the checkout's rule, the public config and the delivery promise.
  const cod = {
    enabled: config.COD_ENABLED,
    maxRupees: config.COD_MAX_RUPEES,
    forGifts: config.COD_FOR_GIFTS,
  };
  // The delivery promise's settings: the product page's and checkout's estimate, and the dates an order keeps.
  const delivery = {
    dispatchDays: config.DISPATCH_DAYS,
    cutoffHour: config.DISPATCH_CUTOFF_HOUR,
    holidays: new Set(config.DISPATCH_HOLIDAYS),
    sellerState: config.STORE_STATE,
    transitInState: config.TRANSIT_DAYS_IN_STATE,
    transitElsewhere: config.TRANSIT_DAYS_ELSEWHERE,
    cod,
  };
  // Returns' settings: the shopper's request, the public config (the policy pages state them).
  const returnSettings = {
    windowDays: config.RETURN_WINDOW_DAYS,
    exchanges: config.RETURN_EXCHANGES,
    reasons: config.RETURN_REASONS,
    freePickupReasons: config.RETURN_FREE_PICKUP_REASONS,
  };
  const guestCarts = new GuestCarts(db);
  const orders = new OrderReads(db, config.STORE_STATE);
  const buyers = new Buyers(db);
  const reservations = new OrderReservations(db, catalogChanges, app.log);
  const checkout = new Checkout(
    db,
    provider,
    orders,
    reservations,
    {
      reservationMinutes: config.RESERVATION_MINUTES,
      sellerState: config.STORE_STATE,
      cod,
      delivery,
    },
    paidEvents,
    catalogChanges,
    app.log,
  );
  // Discount codes that do not exist, counted per account and per address at the code box and at order creation.
  const codeGuesses = new CodeGuessThrottle(db, rateCounter, {
    perAccount: scaledMax(CODE_GUESS_LIMITS.perAccount, config.RATE_LIMIT_SCALE),
    perAddress: scaledMax(CODE_GUESS_LIMITS.perAddress, config.RATE_LIMIT_SCALE),
    windowMs: CODE_GUESS_LIMITS.windowMs,
  });
  // Buying without an account (issue 34): the checkout on a guest cart, the code that proves her email
  // before cash on delivery, and her order's link sent again by number and email.
  const guestCodes = new GuestEmailCodes(
    db,
    rateCounter,
    accountMail,
    scaledMax(GUEST_CODE_LIMITS.perEmailPerHour, config.RATE_LIMIT_SCALE),
  );
  const guestCheckout = new GuestCheckout(
    checkout,
    guestCodes,
    codeGuesses,
    rateCounter,
    {
      perEmail: scaledMax(GUEST_ORDER_LIMITS.perEmail, config.RATE_LIMIT_SCALE),
      perPhone: scaledMax(GUEST_ORDER_LIMITS.perPhone, config.RATE_LIMIT_SCALE),
      perAddress: scaledMax(GUEST_ORDER_LIMITS.perAddress, config.RATE_LIMIT_SCALE),
      windowMs: GUEST_ORDER_LIMITS.windowMs,
    },
    {
      offerAccount: (name, email) => credentials.offerAccount(name, email),
    },
  );
  const orderLookup = new OrderLookup(
    db,
    rateCounter,
    accountMail,
    app.log,
    scaledMax(LOOKUP_EMAILS_PER_HOUR, config.RATE_LIMIT_SCALE),
  );
  app.addHook('onClose', async () => orderLookup.settled());
  const refunds = new OrderRefunds(db, provider, app.log);
  const cancels = new ShopperCancel(db, orders, reservations, refunds, notifications, catalogChanges);
  const payments = new OrderPayments(db, provider, paidEvents, refunds, catalogChanges, app.log);
  const reconciliation = new PaymentReconciliation(db, provider, payments, app.log);
  const adminOrders = new AdminOrderService(db, orders, buyers, refunds, notifications, catalogChanges);
  const invoices = new InvoiceService(orders, buyers, seller, config.HSN_CODES);
  // The month's GST report sums the figures recorded from the same invoice computation (modules/reports).
  const gstReports = new GstReportService(db, invoiceFigures);
  const stockAlerts = new StockAlerts(db, accountMail);
  app.decorate('services', {
    orderLookup,
    stockAlerts,
    reservations,
    payments,
    refunds,
    reconciliation,
    provider,
    emailWorker,
    credentials,
    media,
    readiness,
  });
  app.addHook('onReady', async () => emailWorker.start());
  app.addHook('onClose', async () => emailWorker.stop());
  startPaymentSweeper(app, reservations, refunds, reconciliation);
  const shopUrl = config.publicOrigin ?? `http://localhost:${config.PORT}`;
  startAdminSetupLink(app, db, shopUrl);
  startLowStockDigest(
    app,
    db,
    {
      shopEmail: config.SHOP_EMAIL,
      storeName: config.STORE_NAME,
      publicUrl: shopUrl,
      defaultThreshold: config.LOW_STOCK_THRESHOLD,
      schedule: config.NODE_ENV !== 'test',
    },
    () => emailWorker.kick(),
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  registerErrorHandler(app);
  registerOriginCheck(app, config.publicOrigin);
  registerSecurityHeaders(app, config.secureCookies);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(accessPlugin, {
    resolveUser: async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? sessions.resolve(token) : null;
    },
    adminTwoFactorRequired: config.ADMIN_2FA_REQUIRED,
  });
  registerInputGuard(app);
  registerUnreadBodyDrain(app);

  await registerRateLimits(app, {
    counter: rateCounter,
    scale: config.RATE_LIMIT_SCALE,
    shared: database.kind === 'postgres',
  });

  const publicConfig = {
    storeName: config.STORE_NAME,
    storeAddress: config.STORE_ADDRESS,
    storePhone: config.STORE_PHONE,
    storeEmail: config.STORE_EMAIL,
    googleReviewUrl: config.GOOGLE_REVIEW_URL,
    simulatedPayments: provider.name === 'simulated',
    storeState: config.STORE_STATE,
    cod,
    shipping: {
      dispatchDays: config.DISPATCH_DAYS,
      cutoffHour: config.DISPATCH_CUTOFF_HOUR,
      transitDaysInState: config.TRANSIT_DAYS_IN_STATE,
      transitDaysElsewhere: config.TRANSIT_DAYS_ELSEWHERE,
    },
    returns: returnSettings,
    storeWhatsapp: config.STORE_WHATSAPP,
    publicUrl: config.publicOrigin ?? '',
  };
  await app.register(healthRoutes, { prefix: '/api', database, publicConfig, readiness });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    db,
    sessions,
    throttle,
    credentials,
    twoFactor,
    secureCookies: config.secureCookies,
    guestCarts,
    joinGuestOrders: (accountId: string) => joinGuestOrders(db, accountId),
  });
  await app.register(twoFactorRoutes, {
    prefix: '/api/auth/2fa',
    twoFactor,
    sessionCookie: SESSION_COOKIE,
    setSignedInHint: (reply: FastifyReply) =>
      setSignedInHint(reply, config.secureCookies, sessions.maxAgeSeconds),
  });
  await app.register(activityRoutes, { db });
  await app.register(adminSetupRoutes, { db });
  await app.register(catalogSheetRoutes, { db, changes: catalogChanges, hsnCodes: config.HSN_CODES });
  await app.register(mediaRoutes, { media });
  await app.register(catalogRoutes, { db, media, products, cache: catalogCache, changes: catalogChanges });
  await app.register(locationRoutes);
  await app.register(deliveryRoutes, { settings: delivery });
  await app.register(addressRoutes, { db });
  await app.register(accountRoutes, { accounts, secureCookies: config.secureCookies });
  const guestCartOpening = {
    guestCarts,
    counter: rateCounter,
    secureCookies: config.secureCookies,
    newCartsPerHour: scaledMax(NEW_GUEST_CARTS_PER_HOUR, config.RATE_LIMIT_SCALE),
  };
  await app.register(cartRoutes, { db, ...guestCartOpening });
  await app.register(cartFormRoutes, { db, ...guestCartOpening });
  await app.register(orderRoutes, {
    checkout,
    cancels,
    orders,
    payments,
    provider,
    guesses: codeGuesses,
    storeName: config.STORE_NAME,
    themeColor: config.THEME_COLOR,
    db,
    guestCheckout,
    guestCarts,
    secureCookies: config.secureCookies,
  });
  await app.register(guestOrderRoutes, { db, orders, cancels, codes: guestCodes, lookup: orderLookup });
  await app.register(adminOrderRoutes, { admin: adminOrders });
  const returnMail = {
    ctx: {
      storeName: config.STORE_NAME,
      publicUrl: config.publicOrigin ?? `http://localhost:${config.PORT}`,
      shopEmail: config.SHOP_EMAIL,
    },
    kick: () => emailWorker.kick(),
  };
  await app.register(returnRoutes, {
    shopper: new ShopperReturns(db, returnSettings, returnMail),
    staff: new StaffReturns(db, refunds, catalogChanges, returnMail, {
      sellerState: config.STORE_STATE,
      events: paidEvents,
    }),
    media,
  });
  await app.register(discountRoutes, {
    db,
    admin: new DiscountCodeAdmin(db),
    sellerState: config.STORE_STATE,
    guesses: codeGuesses,
  });
  await app.register(reviewRoutes, { db, changes: catalogChanges });
  await app.register(wishesRoutes, { wishlist: new WishlistService(db), alerts: stockAlerts });
  startStockAlertSweep(app, stockAlerts);
  await app.register(dashboardRoutes, { db, lowStockThreshold: config.LOW_STOCK_THRESHOLD });
  await app.register(invoiceRoutes, { invoices, db });
  await app.register(shippingLabelRoutes, {
    orders,
    sender: { name: config.STORE_NAME, address: config.STORE_ADDRESS, phone: config.STORE_PHONE },
  });
  await app.register(reportRoutes, { db, gst: gstReports });
  await app.register(lowStockRoutes, { db, defaultThreshold: config.LOW_STOCK_THRESHOLD });
  await app.register(webhookRoutes, {
    webhooks: new Webhooks(db, payments),
    secret: config.RAZORPAY_WEBHOOK_SECRET,
  });
  if (provider instanceof SimulatedGateway) {
    await app.register(simulatedGatewayRoutes, { gateway: provider, orders, db });
  }

  const api = renderingApi(app);
  const web = webRoot
    ? await registerWebApp(app, webRoot, {
        beforePage: (reply) => restoreSignedInHint(reply, config.secureCookies, sessions.maxAgeSeconds),
        apiFetch: api.apiFetch,
        origin: config.publicOrigin,
      })
    : null;
  // Without the web app's server build every page is rendered in the browser.
  if (web?.renderer) {
    await app.register(storefrontPageRoutes, { ...web, renderer: web.renderer, api, cache: pageCache });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client routes get the app; a missing file (an old asset, a typo) gets a real 404.
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/media/') &&
      !/\.[a-z0-9]{2,5}$/i.test(path);
    if (isPage && web) {
      // A sign-in page never carries a way off the shop (returnTo is checked here and in the browser).
      const safer = signInPageRedirect(request.url);
      if (safer) return reply.redirect(safer, 302);
      return web.sendIndex(reply);
    }
    return reply.status(404).send({
      success: false,
      message: `${MESSAGES.errors.notFound}: ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  return app;
}

/**
 * Every 30 s: cancels orders whose stock reservation lapsed unpaid (giving the stock back), and retries
 * refunds that are owed but not done, and asks the provider about payments on cancelled orders
 * (PaymentReconciliation). Each is claimed on its rows, so every process may run them.
 */
function startPaymentSweeper(
  app: FastifyInstance,
  reservations: OrderReservations,
  refunds: OrderRefunds,
  reconciliation: PaymentReconciliation,
) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      reservations
        .expireReservations()
        .catch((err: unknown) => app.log.error({ err }, 'reservation sweep failed'));
      refunds.retryRefunds().catch((err: unknown) => app.log.error({ err }, 'refund retry failed'));
      reconciliation
        .reconcile()
        .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'));
    }, 30_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Every 5 s: the back-in-stock emails of products whose stock rose from 0 (StockAlerts.sweep; claimed
 * under row locks, so every process runs it and each request is emailed once).
 */
function startStockAlertSweep(app: FastifyInstance, alerts: StockAlerts) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      alerts.sweep().catch((err: unknown) => app.log.warn({ err }, 'back-in-stock sweep failed'));
    }, 5_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
