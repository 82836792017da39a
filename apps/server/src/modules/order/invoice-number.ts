import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar fields of an instant as seen in India. */
export function istParts(date: Date): { year: number; month: number; day: number } {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** The Indian financial year (April–March, in IST) of an instant: '2026-27'. */
export function financialYearOf(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const { year, month } = istParts(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'INV/26-27/00001': the series of the financial year '2026-27', at most 16 characters as GST allows a
 * document number (a year beyond 999,999 invoices would need a new series).
 */
export function formatInvoiceNumber(financialYear: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 999_999)
    throw new RangeError(`invalid invoice sequence number: ${n}`);
  return `INV/${financialYear.slice(2)}/${String(n).padStart(5, '0')}`;
}

/**
 * Takes the next number of the gap-free series of the financial year of `at`.
 * Call it inside the transaction that marks the order paid: the counter row stays locked until that
 * transaction ends, so concurrent payments queue for it, and a rollback gives the number back.
 */
export async function assignInvoiceNumber(tx: Db, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters}.${sql.identifier('last_number')} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return formatInvoiceNumber(financialYear, row!.lastNumber);
}

/**
 * Takes the next number of the credit note series ('CN/26-27/00001') of the financial year of `at`, in
 * the caller's transaction: the database numbers every credit note (resham_next_credit_note_number, which
 * the orders_credited trigger calls for whole-order notes), so the series has one numberer.
 */
export async function nextCreditNoteNumber(tx: Db, at: Date): Promise<string> {
  const { rows } = (await tx.execute(
    sql`select resham_next_credit_note_number(${at.toISOString()}::timestamptz) as "number"`,
  )) as unknown as { rows: { number: string }[] };
  return rows[0]!.number;
}
