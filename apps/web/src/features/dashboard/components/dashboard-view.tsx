import { Link } from 'react-router';
import { AlertCircle, RefreshCw, Undo2 } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboard } from '../api';
import { openReturnsSentence, toProcessSentence } from '../to-process';
import { Panel } from './panel';
import { ReviewModeration } from './review-moderation';
import { SalesChart } from './sales-chart';
import { StatusBreakdown } from './status-breakdown';
import { StockAlerts } from './stock-alerts';
import { TopProducts } from './top-products';
import { TotalsCards } from './totals-cards';

/** What the owner opens each morning: sales, orders to handle, stock to refill, reviews to moderate. */
export function DashboardView() {
  const { data, isPending, isError, isFetching, refetch } = useDashboard();

  if (isPending) return <DashboardSkeleton />;
  if (isError || !data)
    return (
      <div
        role="alert"
        className="grid grid-cols-1 justify-items-center gap-3 rounded-xl border border-red-200 bg-white p-8 text-center"
      >
        <p className="text-red-700">The dashboard could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );

  const toProcess = toProcessSentence(data.toProcess);
  const openReturns = openReturnsSentence(data.openReturns);
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={isFetching}>
      {toProcess ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gold-400 bg-gold-100 p-4 text-maroon-950">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1" data-testid="orders-to-process">
            {toProcess}
          </p>
          <Link to="/admin/orders?status=confirmed" className={buttonClasses('primary', 'sm')}>
            Process orders
          </Link>
        </div>
      ) : null}

      {openReturns ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-300 bg-white p-4 text-ink">
          <Undo2 aria-hidden="true" className="size-5 shrink-0 text-maroon-800" />
          <p className="flex-1" data-testid="open-returns">
            {openReturns}
          </p>
          <Link to="/admin/returns" className={buttonClasses('outline', 'sm')}>
            Review returns
          </Link>
        </div>
      ) : null}

      <TotalsCards totals={data.totals} />

      <Panel
        title="Sales, last 30 days"
        description="Paid orders by the day they were paid (India time); refunds excluded."
      >
        <SalesChart daily={data.daily} />
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Orders by status" description="All time. Choose a status to see its orders.">
          <StatusBreakdown byStatus={data.byStatus} />
        </Panel>
        <Panel title="Top products" description="By revenue, last 30 days.">
          <TopProducts products={data.topProducts} />
        </Panel>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Stock alerts" description="Choose a product to edit its stock.">
          <StockAlerts outOfStock={data.outOfStock} lowStock={data.lowStock} />
        </Panel>
        <Panel title="Latest reviews" description="Hide a review to take it off the shop, or delete it.">
          <ReviewModeration />
        </Panel>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid grid-cols-1 gap-6">
      <span className="sr-only">Loading the dashboard…</span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
