import { ORDER_STATUSES, parseOrderNumber, readsAsPhone, type OrderStatus } from '@resham/shared';

export const ORDERS_PAGE_SIZE = 20;

export interface OrderFilters {
  status?: OrderStatus;
  /** An order number ('1001', '#1001'), an order id, or (part of) a customer's name, phone or email. */
  q?: string;
  page: number;
}

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The orders table's filters from the URL (?status=&q=&page=), so a dashboard link opens them. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const q = params.get('q')?.trim();
  const page = Number(params.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    q: q ? q.slice(0, 100) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query for `filters`, leaving out defaults (page 1, no status, no search). */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The API query for a page of orders: a search that reads as an order number looks up that number, and
 * a phone read out as digits ('9844055667', '09844055667') is searched as a phone, not as order number
 * 9,844,055,667.
 */
export function orderListQuery(filters: OrderFilters, pageSize = ORDERS_PAGE_SIZE): string {
  const params = writeOrderFilters(filters);
  const q = filters.q;
  const orderNumber = q === undefined || readsAsPhone(q) ? null : parseOrderNumber(q);
  if (orderNumber !== null) {
    params.delete('q');
    params.set('orderNumber', String(orderNumber));
  }
  params.set('page', String(filters.page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/** 'Showing 21–40 of 53' for a page. */
export function pageRange(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return { pages, from, to, hasPrev: page > 1, hasNext: page < pages };
}
