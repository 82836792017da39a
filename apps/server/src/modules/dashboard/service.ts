import { sql } from 'drizzle-orm';
import { COD_METHOD, DEFAULT_LOW_STOCK_THRESHOLD, paiseToRupees, stockAlert } from '@resham/shared';
import type { Db } from '../../db/client';
import { lowStockProducts } from '../low-stock/low-stock-list';

const TZ = 'Asia/Kolkata';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * What the owner opens each morning: revenue and orders per day (IST) for 30 days, today / 7 / 30-day
 * totals, orders by status, top products, stock alerts (at or below each product's threshold), latest reviews. The sales figures come from
 * running totals a database trigger keeps (migration 0006), so the cost does not grow with the orders.
 * Revenue counts paid orders (refunded ones excluded), dated by when they were paid: a cash-on-delivery
 * order only once its cash is collected.
 */
export async function dashboard(db: Db, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD) {
  const [days, byStatus, codToProcess, openReturns, top, lowStock, reviewsLatest] = await Promise.all([
    rows<{ day: string; revenue: string; orders: string }>(
      db,
      sql`with days as (
            select generate_series((now() at time zone ${TZ})::date - 29, (now() at time zone ${TZ})::date, interval '1 day')::date as day
          )
          select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.revenue_paise, 0)::text as revenue, coalesce(s.orders, 0)::text as orders
          from days d left join sales_days s on s.day = d.day
          order by d.day`,
    ),
    rows<{ status: string; n: string }>(
      db,
      sql`select status, n::text as n from order_status_counts where n > 0`,
    ),
    // Confirmed cash-on-delivery orders: confirmed, yet nothing is paid until the courier collects the
    // cash. Read through the partial index of open COD orders (orders_open_cod_idx), so the cost follows
    // the COD orders on their way, not every order.
    rows<{ n: string }>(
      db,
      sql`select count(*)::text as n from orders where payment_method = ${COD_METHOD} and order_status = 'confirmed'`,
    ),
    // Open returns (issue 37), through the (status, created_at) index: a few rows, the oldest first.
    rows<{ n: string; oldest: string | null }>(
      db,
      sql`select count(*)::text as n, floor(extract(epoch from now() - min(created_at)) / 86400)::text as oldest
          from returns where status in ('requested', 'approved', 'received')`,
    ),
    rows<{ product_id: string; title: string; revenue: string; units: string }>(
      db,
      sql`select product_id, max(title) as title, sum(revenue_paise)::text as revenue, sum(units)::text as units
          from sales_product_days
          where day > (now() at time zone ${TZ})::date - 30
          group by product_id
          having sum(revenue_paise) > 0
          order by sum(revenue_paise) desc
          limit 5`,
    ),
    lowStockProducts(db, lowStockThreshold),
    rows<{
      id: string;
      user_name: string;
      message: string;
      rating: number;
      product_id: string | null;
      hidden: boolean;
      created_at: string;
    }>(
      db,
      sql`select id, user_name, message, rating, product_id, hidden, created_at from reviews order by created_at desc limit 5`,
    ),
  ]);

  const dailyPaise = days.map((d) => ({
    date: d.day,
    revenuePaise: Number(d.revenue),
    orders: Number(d.orders),
  }));
  const daily = dailyPaise.map(({ revenuePaise, ...d }) => ({ ...d, revenue: paiseToRupees(revenuePaise) }));
  // Summed in paise, converted once.
  const sumLast = (n: number) => {
    const slice = dailyPaise.slice(-n);
    return {
      revenue: paiseToRupees(slice.reduce((s, d) => s + d.revenuePaise, 0)),
      orders: slice.reduce((s, d) => s + d.orders, 0),
    };
  };
  const byStatusCounts = Object.fromEntries(byStatus.map((s) => [s.status, Number(s.n)]));
  const cashOnDelivery = Number(codToProcess[0]?.n ?? 0);
  return {
    daily,
    totals: { today: sumLast(1), week: sumLast(7), month: sumLast(30) },
    byStatus: byStatusCounts,
    // Confirmed orders waiting to be processed: paid online, or cash on delivery (not paid until collected).
    toProcess: { paid: Math.max(0, (byStatusCounts.confirmed ?? 0) - cashOnDelivery), cashOnDelivery },
    openReturns: {
      count: Number(openReturns[0]?.n ?? 0),
      oldestDays: openReturns[0]?.oldest == null ? null : Number(openReturns[0].oldest),
    },
    topProducts: top.map((t) => ({
      productId: t.product_id,
      title: t.title,
      revenue: paiseToRupees(Number(t.revenue)),
      units: Number(t.units),
    })),
    // At or below each product's own low-stock alert (LOW_STOCK_THRESHOLD by default), and sold out.
    lowStock: lowStock
      .filter((p) => stockAlert(p.stock, p.threshold) === 'low')
      .map((p) => ({ _id: p.id, title: p.title, totalStock: p.stock, threshold: p.threshold })),
    outOfStock: lowStock
      .filter((p) => stockAlert(p.stock, p.threshold) === 'out')
      .map((p) => ({ _id: p.id, title: p.title, totalStock: 0, threshold: p.threshold })),
    latestReviews: reviewsLatest.map((r) => ({
      _id: r.id,
      userName: r.user_name,
      reviewMessage: r.message,
      reviewValue: r.rating,
      productId: r.product_id,
      hidden: r.hidden,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
