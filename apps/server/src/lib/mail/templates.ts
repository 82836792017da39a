import {
  amountDuePaise,
  EXCHANGE_CREDIT_LABEL,
  COD_MESSAGES,
  deliveryMessage,
  formatOrderNumber,
  formatPaise,
  lineTotalPaise,
  paymentMethodLabel,
  REJECTION_MESSAGES,
} from '@resham/shared';
import type { AddressSnapshot } from '../../db/schema';

export interface OrderEmailItem {
  title: string;
  quantity: number;
  /** Unit price before tax and the tax on one unit, as stored on the order line. */
  unitPricePaise: number;
  unitTaxPaise: number;
  /** The line's share of a discount code and its tax as charged (absent: no discount, unit tax × quantity). */
  discountPaise?: number;
  taxPaise?: number | null;
}

export interface OrderEmailData {
  /** The short number the shopper reads aloud: every email shows it as '#1001', never the uuid. */
  orderNumber: number;
  invoiceNumber: string | null;
  /** When the order was placed (or paid). */
  date: Date;
  customerName: string;
  customerEmail: string;
  address: Omit<AddressSnapshot, 'addressId'>;
  items: OrderEmailItem[];
  /** Sum of the lines before tax (the checkout summary's Subtotal). */
  subtotalPaise: number;
  /** A discount code's amount off the subtotal, before tax (0 or absent without one), and the code. */
  discountPaise?: number;
  discountCode?: string | null;
  /** The tax on the lines: subtotal − discount + tax + shipping = total. */
  taxPaise: number;
  /** 'Tax 5% (GST: SGST:2.5% + CGST:2.5%)' or 'Tax 5% (IGST)'. */
  taxLabel: string;
  shippingPaise: number;
  totalPaise: number;
  /** An exchange's replacement: what the returned items pay of the total (the rest is collected at the door). */
  exchangeCreditPaise?: number;
  /** 'razorpay' (paid online) or 'cod' (cash to collect on delivery). */
  paymentMethod?: string;
  /** Set once the order is in shipping. */
  tracking?: { courier: string; trackingNumber: string; trackingUrl: string | null } | null;
  /** What a cancelled or rejected order's money does: refunded online, or nothing was taken (COD). */
  refund?: { refunded: boolean; amountPaise: number } | null;
  /** Why the shop rejected the order (set on a rejected order). */
  rejectionReason?: string | null;
  /** The delivery promise given when the order was placed (YYYY-MM-DD); null abroad and on older orders. */
  delivery?: { earliest: string; latest: string } | null;
  /** A guest's order (issue 34): its own link (/shop/order/<token>) where others link the account. */
  orderLink?: string | null;
}

export interface EmailContext {
  storeName: string;
  /** The shop's origin, e.g. 'https://resham.example' (links are built from it). */
  publicUrl: string;
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const BRAND = '#7a1f3d';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Escaped, with line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
/** Subjects are one line whatever a name contains. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
const link = (ctx: EmailContext, route: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${route}`;
const dateText = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(date);

function addressLines(a: OrderEmailData['address']): string[] {
  return [
    // A gift goes to its recipient: her name heads the address (the courier asks for it).
    a.isGift && a.recipientName ? `Recipient: ${a.recipientName}` : '',
    a.address,
    [a.city, a.state, a.pincode]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
    a.country,
    a.phone ? `Phone: ${a.phone}` : '',
    a.notes ? `Notes: ${a.notes}` : '',
    a.isGift && a.giftMessage ? `Gift message: ${a.giftMessage}` : '',
  ].filter((line) => line.trim() !== '');
}

function layout(ctx: EmailContext, heading: string, body: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f5f1f2;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1f2;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:14px;line-height:1.5;">
<tr><td style="background:${BRAND};color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;">${escapeHtml(ctx.storeName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND};">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;color:#777;font-size:12px;">${escapeHtml(ctx.storeName)} · <a href="${escapeHtml(ctx.publicUrl)}" style="color:#777;">${escapeHtml(ctx.publicUrl)}</a></td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

const cell = 'padding:8px;border-bottom:1px solid #eee;';

function itemsHtml(items: OrderEmailItem[]): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td style="${cell}">${html(item.title)}</td><td align="center" style="${cell}">${item.quantity}</td><td align="right" style="${cell}white-space:nowrap;">${formatPaise(lineTotalPaise(item))}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0;">
<tr style="background:#f6eef1;"><th align="left" style="${cell}">Item</th><th align="center" style="${cell}">Qty</th><th align="right" style="${cell}">Amount</th></tr>
${rows}
</table>`;
}

function totalsHtml(d: OrderEmailData): string {
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 8px;${strong ? 'font-weight:bold;font-size:16px;' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 8px;white-space:nowrap;${strong ? 'font-weight:bold;font-size:16px;' : ''}">${value}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${row('Subtotal', formatPaise(d.subtotalPaise))}
${d.discountPaise ? row(discountLabel(d), `−${formatPaise(d.discountPaise)}`) : ''}
${row(d.taxLabel, formatPaise(d.taxPaise))}
${row('Shipping', formatPaise(d.shippingPaise))}
${row('Total', formatPaise(d.totalPaise), true)}
${d.exchangeCreditPaise ? row(EXCHANGE_CREDIT_LABEL, `−${formatPaise(d.exchangeCreditPaise)}`) + row('To pay', formatPaise(amountDuePaise(d)), true) : ''}
</table>`;
}

function addressHtml(title: string, a: OrderEmailData['address']): string {
  return `<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(title)}</p>
<p style="margin:0 0 16px;">${addressLines(a).map(html).join('<br>')}</p>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;display:inline-block;">${escapeHtml(label)}</a></p>`;
}

function itemsText(items: OrderEmailItem[]): string {
  return items.map((i) => `- ${i.title} × ${i.quantity}: ${formatPaise(lineTotalPaise(i))}`).join('\n');
}

/** 'Discount (DIWALI10)': the summary's line for a code. */
function discountLabel(d: OrderEmailData): string {
  return d.discountCode ? `Discount (${d.discountCode})` : 'Discount';
}

function totalsText(d: OrderEmailData): string {
  return [
    `Subtotal: ${formatPaise(d.subtotalPaise)}`,
    ...(d.discountPaise ? [`${discountLabel(d)}: −${formatPaise(d.discountPaise)}`] : []),
    `${d.taxLabel}: ${formatPaise(d.taxPaise)}`,
    `Shipping: ${formatPaise(d.shippingPaise)}`,
    `Total: ${formatPaise(d.totalPaise)}`,
    ...(d.exchangeCreditPaise
      ? [
          `${EXCHANGE_CREDIT_LABEL}: −${formatPaise(d.exchangeCreditPaise)}`,
          `To pay: ${formatPaise(amountDuePaise(d))}`,
        ]
      : []),
  ].join('\n');
}

/** A cash-on-delivery order to a gift address: its recipient pays at the door (COD_FOR_GIFTS). */
const recipientPays = (
  d: Pick<OrderEmailData, 'paymentMethod' | 'address' | 'totalPaise' | 'exchangeCreditPaise'>,
) =>
  d.paymentMethod === 'cod' && d.address.isGift && d.totalPaise !== undefined
    ? COD_MESSAGES.recipientPays(formatPaise(amountDuePaise(d)))
    : null;

/** The confirmation's first sentence: the payment received, or the cash to keep ready (and by whom). */
function confirmationLead(d: OrderEmailData, storeName: string): string {
  const thanks = `Thank you for shopping with ${storeName}.`;
  const gift = recipientPays(d);
  if (gift) return `${thanks} Your order is confirmed. ${gift} Please let them know.`;
  return d.paymentMethod === 'cod'
    ? `${thanks} Your order is confirmed: please keep ${formatPaise(amountDuePaise(d))} ready to pay in cash on delivery.`
    : `${thanks} We have received your payment and your order is confirmed.`;
}

/** 'Delivery by Tue, 2 Dec – Fri, 5 Dec' (the promise the checkout gave), or nothing. */
const promiseFact = (d: Pick<OrderEmailData, 'delivery'>): [string, string][] =>
  d.delivery ? [['Expected delivery', deliveryMessage(d.delivery).replace(/^Delivery by /, 'by ')]] : [];

/** To the shopper, once the payment is confirmed (or a cash-on-delivery order is placed). */
export function orderConfirmation(d: OrderEmailData, ctx: EmailContext): EmailContent {
  const account = d.orderLink ?? link(ctx, '/shop/account');
  const lead = confirmationLead(d, ctx.storeName);
  const facts: [string, string][] = [
    ['Order number', formatOrderNumber(d.orderNumber)],
    ['Invoice number', d.invoiceNumber ?? '-'],
    ['Date', dateText(d.date)],
    ['Payment', paymentMethodLabel(d.paymentMethod ?? 'razorpay')],
    ...promiseFact(d),
  ];
  const body = `<p style="margin:0 0 12px;">Dear ${html(d.customerName)},</p>
<p style="margin:0 0 12px;">${escapeHtml(lead)}</p>
<p style="margin:0;">${facts.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>
${itemsHtml(d.items)}
${totalsHtml(d)}
${addressHtml('Delivery address', d.address)}
${button(account, 'View your order')}
<p style="margin:0;color:#555;">Your GST invoice can be downloaded ${d.orderLink ? "from your order's page" : 'from your account'}.</p>`;
  const text = [
    `Dear ${d.customerName},`,
    '',
    lead,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    itemsText(d.items),
    '',
    totalsText(d),
    '',
    'Delivery address:',
    ...addressLines(d.address),
    '',
    `View your order and download the invoice: ${account}`,
  ].join('\n');
  return {
    subject: `Your ${oneLine(ctx.storeName)} order ${formatOrderNumber(d.orderNumber)} is confirmed`,
    html: layout(ctx, 'Your order is confirmed', body),
    text,
  };
}

/** To the shop (SHOP_EMAIL): a paid order to pack. */
export function newOrderNotice(d: OrderEmailData, ctx: EmailContext): EmailContent {
  const admin = link(ctx, '/admin/orders');
  const facts: [string, string][] = [
    ['Order number', formatOrderNumber(d.orderNumber)],
    ['Invoice number', d.invoiceNumber ?? '-'],
    ['Date', dateText(d.date)],
    ['Customer', d.customerName],
    ['Email', d.customerEmail],
    ['Phone', d.address.phone],
    ['Payment', recipientPays(d) ?? paymentMethodLabel(d.paymentMethod ?? 'razorpay')],
    ...promiseFact(d),
  ];
  const body = `<p style="margin:0;">${facts.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>
${itemsHtml(d.items)}
${totalsHtml(d)}
${addressHtml('Ship to', d.address)}
${button(admin, 'Open orders')}`;
  const text = [
    d.paymentMethod === 'cod'
      ? `A new cash-on-delivery order: collect ${formatPaise(amountDuePaise(d))} on delivery.`
      : 'A new order has been paid.',
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    itemsText(d.items),
    '',
    totalsText(d),
    '',
    'Ship to:',
    ...addressLines(d.address),
    '',
    `Orders: ${admin}`,
  ].join('\n');
  return {
    subject: `New order ${formatOrderNumber(d.orderNumber)}: ${formatPaise(d.totalPaise)} from ${oneLine(d.customerName)}`,
    html: layout(ctx, 'New order received', body),
    text,
  };
}

export type OrderStatusEmailData = Pick<
  OrderEmailData,
  | 'orderNumber'
  | 'customerName'
  | 'address'
  | 'items'
  | 'tracking'
  | 'paymentMethod'
  | 'totalPaise'
  | 'exchangeCreditPaise'
  | 'refund'
  | 'rejectionReason'
  | 'delivery'
  | 'orderLink'
>;

/** The courier, the AWB and the tracking link, as lines. */
function trackingLines(t: NonNullable<OrderEmailData['tracking']>): string[] {
  return [
    `Courier: ${t.courier}`,
    `AWB / tracking number: ${t.trackingNumber}`,
    t.trackingUrl ? `Track your parcel: ${t.trackingUrl}` : '',
  ].filter(Boolean);
}

/** To the shopper when the order leaves the shop. */
export function orderShipped(d: OrderStatusEmailData, ctx: EmailContext): EmailContent {
  const account = d.orderLink ?? link(ctx, '/shop/account');
  const cod =
    recipientPays(d) ??
    (d.paymentMethod === 'cod' && d.totalPaise !== undefined
      ? `Please keep ${formatPaise(amountDuePaise(d))} ready to pay in cash to the courier.`
      : '');
  const body = `<p style="margin:0 0 12px;">Dear ${html(d.customerName)},</p>
<p style="margin:0 0 12px;">Good news: your order <strong>${formatOrderNumber(d.orderNumber)}</strong> has been shipped and is on its way.</p>
${
  d.tracking
    ? `<p style="margin:0 0 12px;">${trackingLines({ ...d.tracking, trackingUrl: null })
        .map(html)
        .join('<br>')}</p>`
    : ''
}
${cod ? `<p style="margin:0 0 12px;"><strong>${escapeHtml(cod)}</strong></p>` : ''}
${itemsHtml(d.items)}
${addressHtml('Shipping to', d.address)}
${d.tracking?.trackingUrl ? button(d.tracking.trackingUrl, 'Track parcel') : button(account, 'Track your order')}`;
  const text = [
    `Dear ${d.customerName},`,
    '',
    `Good news: your order ${formatOrderNumber(d.orderNumber)} has been shipped and is on its way.`,
    ...(d.tracking ? ['', ...trackingLines(d.tracking)] : []),
    ...(cod ? ['', cod] : []),
    '',
    itemsText(d.items),
    '',
    'Shipping to:',
    ...addressLines(d.address),
    '',
    `Your orders: ${account}`,
  ].join('\n');
  return {
    subject: `Your order ${formatOrderNumber(d.orderNumber)} has shipped`,
    html: layout(ctx, 'Your order is on its way', body),
    text,
  };
}

/** To the shopper when the order is delivered. */
export function orderDelivered(d: OrderStatusEmailData, ctx: EmailContext): EmailContent {
  const account = d.orderLink ?? link(ctx, '/shop/account');
  const returns =
    'If anything arrived damaged, defective or wrong, please tell us within 24 hours of delivery.';
  const body = `<p style="margin:0 0 12px;">Dear ${html(d.customerName)},</p>
<p style="margin:0 0 12px;">Your order <strong>${formatOrderNumber(d.orderNumber)}</strong> has been delivered. We hope you love it.</p>
${itemsHtml(d.items)}
<p style="margin:0 0 12px;color:#555;">${escapeHtml(returns)}</p>
${button(account, 'View your orders')}`;
  const text = [
    `Dear ${d.customerName},`,
    '',
    `Your order ${formatOrderNumber(d.orderNumber)} has been delivered. We hope you love it.`,
    '',
    itemsText(d.items),
    '',
    returns,
    '',
    `Your orders: ${account}`,
  ].join('\n');
  return {
    subject: `Your order ${formatOrderNumber(d.orderNumber)} was delivered`,
    html: layout(ctx, 'Your order has been delivered', body),
    text,
  };
}

/** To the shopper when her confirmed order is cancelled (by her) or rejected (by the shop). */
/** What happens to the money of an order that ended without a delivery. */
function moneyBack(d: OrderStatusEmailData): string {
  return d.refund
    ? `Your payment of ${formatPaise(d.refund.amountPaise)} ${d.refund.refunded ? 'has been refunded' : 'is being refunded'} to the account you paid from; banks take 5–7 working days to show it.`
    : 'It was to be paid in cash on delivery, so nothing is due.';
}

/** An order that ended without a delivery: what happened, the money, the items and the account. */
function orderEnded(
  d: OrderStatusEmailData,
  ctx: EmailContext,
  { lead, more, subject, heading }: { lead: string; more?: string; subject: string; heading: string },
): EmailContent {
  const account = d.orderLink ?? link(ctx, '/shop/account');
  const money = moneyBack(d);
  const body = `<p style="margin:0 0 12px;">Dear ${html(d.customerName)},</p>
<p style="margin:0 0 12px;">${escapeHtml(lead)}</p>
<p style="margin:0 0 12px;">${escapeHtml(money)}</p>
${more ? `<p style="margin:0 0 12px;">${escapeHtml(more)}</p>\n` : ''}${itemsHtml(d.items)}
${button(account, 'View your orders')}`;
  const text = [
    `Dear ${d.customerName},`,
    '',
    lead,
    '',
    money,
    ...(more ? ['', more] : []),
    '',
    itemsText(d.items),
    '',
    `Your orders: ${account}`,
  ].join('\n');
  return { subject, html: layout(ctx, heading, body), text };
}

export function orderCancelled(d: OrderStatusEmailData, ctx: EmailContext): EmailContent {
  return orderEnded(d, ctx, {
    lead: `Your order ${formatOrderNumber(d.orderNumber)} has been cancelled.`,
    subject: `Your order ${formatOrderNumber(d.orderNumber)} was cancelled${d.refund ? ' and refunded' : ''}`,
    heading: 'Your order was cancelled',
  });
}

/** The shop rejected the order: the cancelled email (its subject unchanged), with the reason staff gave. */
export function orderRejected(d: OrderStatusEmailData, ctx: EmailContext): EmailContent {
  const cancelled = {
    lead: `We are sorry: we could not fulfil your order ${formatOrderNumber(d.orderNumber)}, so it has been cancelled.`,
    subject: `Your order ${formatOrderNumber(d.orderNumber)} was cancelled${d.refund ? ' and refunded' : ''}`,
    heading: 'Your order was cancelled',
  };
  return orderEnded(d, ctx, {
    ...cancelled,
    ...(d.rejectionReason ? { more: REJECTION_MESSAGES.shopperReason(d.rejectionReason) } : {}),
  });
}

/** The parcel came back to the shop undelivered (refused, or nobody at the address). */
export function orderReturned(d: OrderStatusEmailData, ctx: EmailContext): EmailContent {
  return orderEnded(d, ctx, {
    lead: `The parcel of your order ${formatOrderNumber(d.orderNumber)} came back to us undelivered, so the order is closed.`,
    more: 'If you still want it, reply to this email and we will send it again, or order it again from the shop.',
    subject: `Your order ${formatOrderNumber(d.orderNumber)} came back to us${d.refund ? ' and is refunded' : ''}`,
    heading: 'Your parcel came back to us',
  });
}

/** A message about the account itself: a greeting, lines, and a button when there is a link. */
export function accountEmail(
  ctx: EmailContext,
  subject: string,
  heading: string,
  name: string,
  lines: string[],
  action?: { href: string; label: string },
): EmailContent {
  const body = [
    `<p style="margin:0 0 12px;">Dear ${html(name || 'customer')},</p>`,
    ...lines.map((l) => `<p style="margin:0 0 12px;">${html(l)}</p>`),
    action ? button(action.href, action.label) : '',
    action
      ? `<p style="margin:0 0 12px;color:#555;font-size:12px;">If the button does not work, copy this address into your browser: ${html(action.href)}</p>`
      : '',
  ].join('\n');
  const text = [
    `Dear ${name || 'customer'},`,
    '',
    ...lines.flatMap((l) => [l, '']),
    action ? `${action.label}: ${action.href}` : '',
  ]
    .join('\n')
    .trim();
  return { subject: `${oneLine(ctx.storeName)}: ${subject}`, html: layout(ctx, heading, body), text };
}

/** The link that sets a new password (POST /api/auth/forgot-password). */
export function passwordResetEmail(name: string, token: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    'reset your password',
    'Reset your password',
    name,
    [
      'Someone (we hope you) asked to reset the password of your account. The link below works once, for 30 minutes.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
    {
      href: link(ctx, `/auth/reset-password?token=${encodeURIComponent(token)}`),
      label: 'Choose a new password',
    },
  );
}

/** A guest who asked for an account with her order's details (issue 34): the link that sets its password. */
export function setPasswordEmail(name: string, token: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    'choose a password for your account',
    'Choose a password for your account',
    name,
    [
      'You asked for an account when you placed your order, so we made one with your name and this email. Choose its password to sign in; your orders join it then.',
      'The link works once, for 30 minutes. After that, use "Forgot password" with this email. If it was not you, ignore this email: without a password no one can use the account.',
    ],
    {
      href: link(ctx, `/auth/reset-password?token=${encodeURIComponent(token)}`),
      label: 'Choose my password',
    },
  );
}

/** After a reset or a change: the owner hears of it even if it was not her. */
export function passwordChangedEmail(name: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    'your password was changed',
    'Your password was changed',
    name,
    [
      'The password of your account was just changed, and you were signed out everywhere else.',
      `If this was not you, reset your password now from the sign-in page ("Forgot password?") and write to us.`,
    ],
    { href: link(ctx, '/auth/forgot-password'), label: 'Reset my password' },
  );
}

/** The link that proves the address (sent on sign-up and on request). */
export function verifyEmailEmail(name: string, token: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    'please verify your email address',
    'Verify your email address',
    name,
    [
      'Thank you for creating an account. Please confirm that this email address is yours. The link works once, for 24 hours.',
      'If you did not sign up, ignore this email.',
    ],
    { href: link(ctx, `/auth/verify-email?token=${encodeURIComponent(token)}`), label: 'Verify my email' },
  );
}

/**
 * Sign-up with an address that already has an account: the answer is the same as for a new one, and
 * the owner hears of it here instead.
 */
export function accountExistsEmail(name: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    'you already have an account',
    'You already have an account',
    name,
    [
      'Someone (we hope you) just tried to create an account with this email address, which already has one. No new account was made.',
      'If it was you, sign in with your password, or choose a new one if you have forgotten it. If it was not you, ignore this email: your account is unchanged.',
    ],
    { href: link(ctx, '/auth/forgot-password'), label: 'Reset my password' },
  );
}

/** The code a guest types at checkout to pay in cash on delivery (issue 34). */
export function guestEmailCode(code: string, ctx: EmailContext): EmailContent {
  return accountEmail(ctx, `your code is ${code}`, 'Your checkout code', '', [
    `Your code is ${code}. Type it at checkout to pay in cash on delivery. It works for 10 minutes.`,
    'If you did not ask for it, ignore this email: nothing happens without the code.',
  ]);
}

/** The link to a guest's order, asked for by its number and email (issue 34). */
export function orderLinkEmail(orderNumber: number, href: string, ctx: EmailContext): EmailContent {
  return accountEmail(
    ctx,
    `your order ${formatOrderNumber(orderNumber)}`,
    'Your order',
    '',
    [
      `Here is the link to your order ${formatOrderNumber(orderNumber)}: its details, tracking and invoice. Keep it to yourself: it opens the order without a password.`,
      'If you did not ask for it, ignore this email.',
    ],
    { href, label: 'View your order' },
  );
}

/** The last email to a deleted account's address. */
export function accountDeletedEmail(name: string, ctx: EmailContext): EmailContent {
  return accountEmail(ctx, 'your account was deleted', 'Your account was deleted', name, [
    'Your account and the personal data it held have been erased, as you asked.',
    'Your past orders and their GST invoices are kept for the period the tax law requires, with the name and address they were placed with, and are no longer linked to an account.',
    'You are welcome to create a new account with this email address at any time.',
  ]);
}
