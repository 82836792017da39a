import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** CSP and friends on every response. Razorpay's checkout and YouTube embeds are the only third parties. */
export async function registerSecurityHeaders(app: FastifyInstance, hsts: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://*.razorpay.com'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        frameSrc: [
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    hsts: hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
