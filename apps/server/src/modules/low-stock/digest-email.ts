import { escapeHtml } from '../../lib/mail/templates';
import type { LowStockItem } from './low-stock-list';

/** The shop's daily low-stock digest: each product with its units left and its threshold. */
export function lowStockDigestEmail(
  items: LowStockItem[],
  ctx: { storeName: string; publicUrl: string; day: string },
) {
  const subject = `${ctx.storeName}: ${items.length} product${items.length === 1 ? '' : 's'} low on stock (${ctx.day})`;
  const line = (i: LowStockItem) =>
    `${i.title}: ${i.stock === 0 ? 'out of stock' : `${i.stock} left`} (alert at ${i.threshold} or fewer)`;
  const dashboard = `${ctx.publicUrl.replace(/\/+$/, '')}/admin/dashboard`;
  const html = `<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;">
<h1 style="font-size:18px;color:#7a1f3d;">Low stock on ${escapeHtml(ctx.day)}</h1>
<ul>${items.map((i) => `<li>${escapeHtml(line(i))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(dashboard)}">Open the dashboard</a></p></body></html>`;
  const text = [
    `Low stock on ${ctx.day}`,
    '',
    ...items.map((i) => `- ${line(i)}`),
    '',
    `Dashboard: ${dashboard}`,
  ].join('\n');
  return { subject, html, text };
}
