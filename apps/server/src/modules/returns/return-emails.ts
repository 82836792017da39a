import {
  formatOrderNumber,
  formatPaise,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@resham/shared';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../../lib/mail/outbox';
import { accountEmail, type EmailContext } from '../../lib/mail/templates';
import { returnAmountPaise, type ReturnItemRow, type ReturnRow } from './return-mapper';

export interface ReturnMail {
  ctx: EmailContext & { shopEmail: string };
  kick: () => void;
}

/** An exchange made: its replacement order, what is left to pay at the door, what is refunded. */
export interface ExchangeMade {
  orderNumber: number;
  duePaise: number;
  leftoverPaise: number;
}

/** What each step tells the shopper. */
function lines(
  ret: ReturnRow,
  items: ReturnItemRow[],
  status: ReturnStatus,
  exchange?: ExchangeMade,
): string[] {
  const what = items.map((i) => `${i.quantity} × ${i.title}`).join(', ');
  const amount = formatPaise(returnAmountPaise(items));
  switch (status) {
    case 'requested':
      return [
        `We have your request to ${ret.kind === 'exchange' ? 'exchange' : 'return'} ${what} (${RETURN_REASON_LABELS[ret.reason]}).`,
        'We will look at it and write to you within two working days.',
      ];
    case 'approved':
      return [
        `Your return of ${what} is accepted. ${ret.courier} will pick the parcel up; its AWB is ${ret.trackingNumber}.`,
        'Please pack the items as they came, with their tags.',
      ];
    case 'rejected':
      return [`We could not accept your return of ${what}.`, `Why: ${ret.rejectionReason}`];
    case 'received':
      return ret.qualityPassed
        ? [
            `We have received ${what} and checked them.`,
            ret.kind === 'exchange'
              ? 'Your exchange is on its way next.'
              : `Your refund of ${amount} is on its way next.`,
          ]
        : [
            `We have received ${what}, but they did not pass our quality check, so we cannot refund or exchange them.`,
            'Reply to this email if you would like to talk it over.',
          ];
    case 'refunded':
      return [`We have refunded ${amount} for ${what}. It reaches your account in 5–7 working days.`];
    case 'exchanged':
      return [
        `Your exchange for ${what} is done: your replacement is order ${exchange ? formatOrderNumber(exchange.orderNumber) : ''}, on its way to you next.`,
        ...(exchange && exchange.duePaise > 0
          ? [
              `It costs more than the items you returned: please keep ${formatPaise(exchange.duePaise)} ready to pay on delivery.`,
            ]
          : []),
        ...(exchange && exchange.leftoverPaise > 0
          ? [
              `It costs less than the items you returned: we have refunded the difference, ${formatPaise(exchange.leftoverPaise)}. It reaches your account in 5–7 working days.`,
            ]
          : []),
      ];
    case 'closed':
      return [`Your return request for ${what} is closed.`];
  }
}

/** Queues the shopper's email about a step of her return (once per step), in the step's transaction. */
export async function emailReturnStep(
  tx: Db,
  mail: ReturnMail,
  to: { email: string; name: string; orderNumber: number },
  ret: ReturnRow,
  items: ReturnItemRow[],
  exchange?: ExchangeMade,
): Promise<void> {
  if (!to.email) return;
  const subject = `Return for order ${formatOrderNumber(to.orderNumber)}: ${RETURN_STATUS_LABELS[ret.status].toLowerCase()}`;
  await enqueueEmail(tx, {
    to: to.email,
    ...accountEmail(
      mail.ctx,
      subject,
      `Your return: ${RETURN_STATUS_LABELS[ret.status]}`,
      to.name,
      lines(ret, items, ret.status, exchange),
      {
        href: `${mail.ctx.publicUrl.replace(/\/+$/, '')}/shop/account`,
        label: 'See your orders',
      },
    ),
    dedupeKey: `return-${ret.status}:${ret.id}`,
  });
  if (ret.status === 'requested')
    await enqueueEmail(tx, {
      to: mail.ctx.shopEmail,
      ...accountEmail(
        mail.ctx,
        `New return request for order ${formatOrderNumber(to.orderNumber)}`,
        'A return was requested',
        'team',
        lines(ret, items, 'requested'),
      ),
      dedupeKey: `return-request-notice:${ret.id}`,
    });
}
