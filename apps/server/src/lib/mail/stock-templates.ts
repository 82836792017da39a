import { accountEmail, type EmailContext, type EmailContent } from './templates';

const productLink = (ctx: EmailContext, productId: string) =>
  `${ctx.publicUrl.replace(/\/+$/, '')}/shop/product/${productId}`;

/** A guest's "Email me when it's back": the link that proves the address is hers. */
export function stockAlertConfirmEmail(title: string, token: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    `confirm: email me when it is back`,
    'Confirm your back-in-stock request',
    '',
    [
      `You asked us to write when "${title}" is back in stock. Please confirm this email address; the link works for 7 days.`,
      'If it was not you, ignore this email: we will not write again.',
    ],
    {
      href: `${ctx.publicUrl.replace(/\/+$/, '')}/shop/stock-alert?token=${encodeURIComponent(token)}`,
      label: 'Confirm',
    },
  );
}

/** The one email a request gets: the product is back. */
export function backInStockEmail(title: string, productId: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    `"${title}" is back in stock`,
    'It is back in stock',
    '',
    [
      `"${title}" is back in stock. Our sarees are often one of a kind, so it may not stay long.`,
      'This was a one-time email: your request is now complete.',
    ],
    { href: productLink(ctx, productId), label: 'See the saree' },
  );
}
