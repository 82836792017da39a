import { Link } from 'react-router';
import {
  COD_METHOD,
  formatOrderNumber,
  mediaAt,
  RETURN_REASON_LABELS,
  type AdminReturnAnswer,
} from '@resham/shared';
import { formatRupees } from '../../../lib/format';
import { ageText } from '../rules';
import { KIND_LABELS, refundToText, RETURN_WEB_WORDS as W } from '../words';
import { ItemLines } from './item-lines';
import { ReturnCreditNoteButton } from './return-credit-note-button';
import { AdminReturnActions } from './admin-return-actions';
import { ReturnStatusBadge } from './return-status-badge';

function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div
      className={
        wide ? 'grid content-start gap-0.5 sm:col-span-2 lg:col-span-3' : 'grid content-start gap-0.5'
      }
    >
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** A return as staff see it: order, items, reason, photos, how long it has waited, and its next steps. */
export function AdminReturnCard({ ret }: { ret: AdminReturnAnswer }) {
  const order = formatOrderNumber(ret.orderNumber);
  return (
    <li
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      aria-label={`Return for order ${order}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={`/admin/orders?q=${encodeURIComponent(String(ret.orderNumber))}`}
          className="font-semibold text-maroon-800 tabular-nums underline-offset-4 hover:underline"
        >
          Order {order}
        </Link>
        <ReturnStatusBadge status={ret.status} />
        <span className="text-sm text-ink">{KIND_LABELS[ret.kind]}</span>
        <span className="ml-auto text-sm text-muted">
          Asked <time dateTime={ret.createdAt}>{ageText(ret.createdAt)}</time>
        </span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Items">
          <ItemLines lines={ret.items} />
        </Fact>
        {ret.exchangeFor ? (
          <Fact label={W.exchangeFor}>
            <ItemLines lines={ret.exchangeFor} />
          </Fact>
        ) : null}
        {ret.replacementOrder ? (
          <Fact label={W.replacement}>
            <Link
              to={`/admin/orders?q=${encodeURIComponent(String(ret.replacementOrder.orderNumber))}`}
              className="font-semibold text-maroon-800 tabular-nums underline underline-offset-4 hover:text-maroon-900"
            >
              Replacement order {formatOrderNumber(ret.replacementOrder.orderNumber)}
            </Link>
          </Fact>
        ) : null}
        <Fact label="Customer">
          {ret.buyerName || 'Customer'}
          {ret.buyerEmail ? <span className="block text-muted">{ret.buyerEmail}</span> : null}
        </Fact>
        <Fact label="Reason">{RETURN_REASON_LABELS[ret.reason]}</Fact>
        <Fact label="Amount">
          <span className="tabular-nums">{formatRupees(ret.amount)}</span>
          <span className="block text-muted">
            {ret.kind === 'exchange'
              ? 'Pays for the replacement; any rest goes back through the gateway'
              : ret.paymentMethod === COD_METHOD
                ? 'Cash on delivery: by bank transfer'
                : 'Paid online: back through the gateway'}
          </span>
        </Fact>
        {ret.refundTo ? <Fact label="Refund to">{refundToText(ret.refundTo)}</Fact> : null}
        {ret.note ? (
          <Fact label="Shopper’s note" wide>
            <span className="whitespace-pre-line">{ret.note}</span>
          </Fact>
        ) : null}
        {ret.trackingNumber ? (
          <Fact label="Pickup">
            {ret.courier} · AWB <span className="font-mono">{ret.trackingNumber}</span>
          </Fact>
        ) : null}
        {ret.qualityPassed !== null ? (
          <Fact label="Quality check">{ret.qualityPassed ? 'Passed' : 'Failed'}</Fact>
        ) : null}
        {ret.rejectionReason ? (
          <Fact label="Why not accepted" wide>
            {ret.rejectionReason}
          </Fact>
        ) : null}
        <Fact label="Photos" wide>
          {ret.photos.length ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {ret.photos.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                    <img
                      src={mediaAt(url, 400)}
                      alt={`Photo ${i + 1} of the return for order ${order}`}
                      loading="lazy"
                      className="size-20 rounded-md border border-stone-200 object-cover hover:opacity-90"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">None sent</span>
          )}
        </Fact>
      </dl>
      <ReturnCreditNoteButton ret={ret} />
      <AdminReturnActions ret={ret} />
    </li>
  );
}
