import { Link } from 'react-router';
import { formatOrderNumber, mediaAt, RETURN_REASON_LABELS, type ReturnAnswer } from '@resham/shared';
import { formatDate, formatRupees } from '../../../lib/format';
import { KIND_LABELS, RETURN_WEB_WORDS as W } from '../words';
import { ItemLines } from './item-lines';
import { ReturnCreditNoteButton } from './return-credit-note-button';
import { ReturnStatusBadge } from './return-status-badge';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** One of her requests: its state, what goes back, the amount, the pickup and the shop's answer. */
export function ReturnRequestCard({ request }: { request: ReturnAnswer }) {
  return (
    <li className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink">
          {KIND_LABELS[request.kind]} asked on {formatDate(request.createdAt)}
        </p>
        <ReturnStatusBadge status={request.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <Row label="Items">
            <ItemLines lines={request.items} />
          </Row>
        </div>
        {request.exchangeFor ? (
          <div className="col-span-2">
            <Row label={W.exchangeFor}>
              <ItemLines lines={request.exchangeFor} />
            </Row>
          </div>
        ) : null}
        <Row label="Amount">
          <span className="tabular-nums">{formatRupees(request.amount)}</span>
        </Row>
        <Row label="Reason">{RETURN_REASON_LABELS[request.reason]}</Row>
        {request.trackingNumber ? (
          <Row label="Pickup">
            {request.courier} · AWB <span className="font-mono">{request.trackingNumber}</span>
          </Row>
        ) : null}
        {request.rejectionReason ? (
          <div className="col-span-2">
            <Row label="Why we could not accept it">{request.rejectionReason}</Row>
          </div>
        ) : null}
        {request.qualityPassed === false ? (
          <p className="col-span-2 text-sm text-red-700">
            These items did not pass our quality check, so we cannot refund or exchange them.
          </p>
        ) : null}
      </dl>
      {request.replacementOrder ? (
        <p className="text-sm font-medium text-ink">
          {/* The account's orders open the order named in ?order= (features/orders). */}
          <Link
            to={`/shop/account?order=${encodeURIComponent(request.replacementOrder.id)}`}
            className="text-maroon-800 underline underline-offset-4 hover:text-maroon-900"
          >
            {W.replacement}: order {formatOrderNumber(request.replacementOrder.orderNumber)}
          </Link>
        </p>
      ) : null}
      {request.photos.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos sent">
          {request.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={mediaAt(url, 400)}
                  alt={`Photo ${i + 1} sent with this request`}
                  className="size-14 rounded-md border border-stone-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ReturnCreditNoteButton ret={request} />
    </li>
  );
}
