import { sql } from 'drizzle-orm';
import { LIMITS, paiseToRupees } from '@resham/shared';
import type { Db } from '../../db/client';

const TZ = 'Asia/Kolkata';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * What the owner opens each morning, all aggregated in SQL: revenue and orders per day (IST) for 30 days,
 * today / 7 / 30-day totals, orders by status, top products, stock alerts, latest reviews.
 * Revenue counts paid orders (refunded ones excluded), dated by when they were paid.
 */
export async function dashboard(db: Db) {
  const [days, byStatus, top, lowStock, reviewsLatest] = await Promise.all([
    rows<{ day: string; revenue: string; orders: string }>(
      db,
      sql`with days as (
            select generate_series((now() at time zone ${TZ})::date - 29, (now() at time zone ${TZ})::date, interval '1 day')::date as day
          ), paid as (
            select (paid_at at time zone ${TZ})::date as day, sum(total_paise) as revenue, count(*) as orders
            from orders
            where paid_at >= now() - interval '31 days' and payment_status = 'paid'
            group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.revenue, 0)::text as revenue, coalesce(p.orders, 0)::text as orders
          from days d left join paid p on p.day = d.day
          order by d.day`,
    ),
    rows<{ status: string; n: string }>(
      db,
      sql`select order_status as status, count(*)::text as n from orders group by order_status`,
    ),
    rows<{ product_id: string; title: string; revenue: string; units: string }>(
      db,
      sql`select i.product_id, max(i.title) as title,
                 sum((i.unit_price_paise + i.unit_tax_paise) * i.quantity)::text as revenue, sum(i.quantity)::text as units
          from orders o join order_items i on i.order_id = o.id
          where o.paid_at >= now() - interval '30 days' and o.payment_status = 'paid'
          group by i.product_id
          order by sum((i.unit_price_paise + i.unit_tax_paise) * i.quantity) desc
          limit 5`,
    ),
    rows<{ id: string; title: string; total_stock: number }>(
      db,
      sql`select id, title, total_stock from products
          where deleted_at is null and total_stock < ${LIMITS.lowStockBelow}
          order by total_stock, title limit 50`,
    ),
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

  const daily = days.map((d) => ({
    date: d.day,
    revenue: paiseToRupees(Number(d.revenue)),
    orders: Number(d.orders),
  }));
  const sumLast = (n: number) => {
    const slice = daily.slice(-n);
    return {
      revenue: Math.round(slice.reduce((s, d) => s + d.revenue * 100, 0)) / 100,
      orders: slice.reduce((s, d) => s + d.orders, 0),
    };
  };
  return {
    daily,
    totals: { today: sumLast(1), week: sumLast(7), month: sumLast(30) },
    byStatus: Object.fromEntries(byStatus.map((s) => [s.status, Number(s.n)])),
    topProducts: top.map((t) => ({
      productId: t.product_id,
      title: t.title,
      revenue: paiseToRupees(Number(t.revenue)),
      units: Number(t.units),
    })),
    lowStock: lowStock
      .filter((p) => p.total_stock > 0)
      .map((p) => ({ _id: p.id, title: p.title, totalStock: p.total_stock })),
    outOfStock: lowStock
      .filter((p) => p.total_stock === 0)
      .map((p) => ({ _id: p.id, title: p.title, totalStock: 0 })),
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
