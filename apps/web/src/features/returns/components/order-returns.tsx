import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useOrderReturns } from '../api';
import { canAskForReturn, unitsLeft, windowEndsAt, type ReturnSettings } from '../rules';
import { RETURN_WEB_WORDS as W } from '../words';
import {
  EMPTY_DRAFT,
  ReturnRequestDialog,
  type ReturnDraft,
  type ReturnOrder,
} from './return-request-dialog';
import { ReturnRequestCard } from './return-request-card';

/**
 * A delivered order's returns, in its details: "Return or exchange" while the window is open (and
 * something is left to send back), and her requests with their states. Nothing for other orders.
 */
export function OrderReturns({ order, settings }: { order: ReturnOrder; settings?: ReturnSettings }) {
  const delivered = order.orderStatus === 'delivered';
  const requests = useOrderReturns(order._id, delivered);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ReturnDraft>(EMPTY_DRAFT);
  if (!delivered) return null;
  const list = requests.data ?? [];
  const offer = settings && requests.isSuccess && canAskForReturn(order, settings, list);
  if (requests.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your returns…</span>
        <Skeleton className="h-11 w-48" />
      </div>
    );
  if (!offer && list.length === 0) return null;
  const end = windowEndsAt(order, settings);
  return (
    <section aria-labelledby={`returns-${order._id}`} className="grid gap-3">
      <h3 id={`returns-${order._id}`} className="font-serif text-lg font-semibold text-maroon-900">
        {W.heading}
      </h3>
      {offer ? (
        <div className="grid justify-items-start gap-2 rounded-lg border border-gold-300 bg-ivory p-4">
          {end ? <p className="text-sm text-ink">{W.windowLeft(formatDate(end))}</p> : null}
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" />
            {W.button}
          </Button>
        </div>
      ) : null}
      {requests.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your return requests could not be loaded: {requests.error.message}
        </p>
      ) : null}
      {list.length ? (
        <ul className="grid gap-3" aria-label="Your return requests">
          {list.map((request) => (
            <ReturnRequestCard key={request._id} request={request} />
          ))}
        </ul>
      ) : null}
      {settings && offer ? (
        <ReturnRequestDialog
          order={order}
          settings={settings}
          left={unitsLeft(order, list)}
          open={open}
          onOpenChange={setOpen}
          draft={draft}
          onDraftChange={setDraft}
        />
      ) : null}
    </section>
  );
}
