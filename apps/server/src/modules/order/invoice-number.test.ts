import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters } from '../../db/schema';
import {
  assignInvoiceNumber,
  financialYearOf,
  formatInvoiceNumber,
  nextCreditNoteNumber,
} from './invoice-number';
import { openTestDatabase } from '../../../test/harness';

describe('financialYearOf', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2026-03-31T20:00:00Z', '2026-27'],
    ['2026-12-31T23:00:00Z', '2026-27'],
    ['2027-01-15T10:00:00Z', '2026-27'],
    ['2099-05-01T00:00:00Z', '2099-00'],
    ['2000-02-29T12:00:00Z', '1999-00'],
  ])('%s is in FY %s', (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads to five digits, keeps larger numbers whole, and stays within GST’s 16 characters', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('INV/26-27/00001');
    expect(formatInvoiceNumber('2026-27', 12345)).toBe('INV/26-27/12345');
    expect(formatInvoiceNumber('2026-27', 999_999)).toBe('INV/26-27/999999');
    expect(formatInvoiceNumber('2026-27', 999_999)).toHaveLength(16);
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('2026-27', 1_000_000)).toThrow(RangeError);
  });
});

const backends = ['pglite', 'postgres'] as const;

for (const backend of backends) {
  describe(`assignInvoiceNumber [${backend}]`, () => {
    let t: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      t = await openTestDatabase(backend);
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('numbers each financial year from 00001 without gaps', async () => {
      const at = new Date('2026-06-01T10:00:00Z');
      const numbers: string[] = [];
      for (let i = 0; i < 5; i++) numbers.push(await assignInvoiceNumber(t.database.db, at));
      expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => formatInvoiceNumber('2026-27', n)));
      // another year has its own series; the first one carries on where it was
      expect(await assignInvoiceNumber(t.database.db, new Date('2026-03-31T12:00:00Z'))).toBe(
        'INV/25-26/00001',
      );
      expect(await assignInvoiceNumber(t.database.db, new Date('2026-03-31T20:00:00Z'))).toBe(
        'INV/26-27/00006',
      );
    });

    it('gives the number back when the paying transaction rolls back', async () => {
      const at = new Date('2030-05-01T10:00:00Z');
      await expect(
        t.database.db.transaction(async (tx) => {
          expect(await assignInvoiceNumber(tx, at)).toBe('INV/30-31/00001');
          throw new Error('payment failed');
        }),
      ).rejects.toThrow('payment failed');
      expect(await assignInvoiceNumber(t.database.db, at)).toBe('INV/30-31/00001');
    });

    it('never duplicates or skips a number when payments commit concurrently', async () => {
      const at = new Date('2031-07-01T10:00:00Z');
      const n = 40;
      const results = await Promise.allSettled(
        Array.from({ length: n }, (_, i) =>
          t.database.db.transaction(async (tx) => {
            const number = await assignInvoiceNumber(tx, at);
            // keep the transaction open a moment, as the payment transaction would
            await tx.execute(sql`select pg_sleep(${(i % 3) * 0.005})`);
            if (i % 7 === 3) throw new Error('rolled back');
            return number;
          }),
        ),
      );
      const committed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failures = results.filter((r) => r.status === 'rejected');
      expect(failures.every((f) => (f as PromiseRejectedResult).reason.message === 'rolled back')).toBe(true);
      expect(committed).toHaveLength(n - failures.length);
      expect(new Set(committed).size).toBe(committed.length);
      expect(committed.map((c) => Number(c.split('/')[2])).sort((a, b) => a - b)).toEqual(
        Array.from({ length: committed.length }, (_, i) => i + 1),
      );
      const [counter] = await t.database.db
        .select()
        .from(invoiceCounters)
        .where(sql`${invoiceCounters.financialYear} = '2031-32'`);
      expect(counter!.lastNumber).toBe(committed.length);
    });

    it('numbers credit notes in a series of their own per financial year, within 16 characters', async () => {
      const at = new Date('2032-06-01T10:00:00Z');
      await assignInvoiceNumber(t.database.db, at);
      const notes = [];
      for (let i = 0; i < 3; i++) notes.push(await nextCreditNoteNumber(t.database.db, at));
      expect(notes).toEqual(['CN/32-33/00001', 'CN/32-33/00002', 'CN/32-33/00003']);
      // 31 March, 23:00 in India, is still the year before.
      expect(await nextCreditNoteNumber(t.database.db, new Date('2033-03-31T17:30:00Z'))).toBe(
        'CN/32-33/00004',
      );
      expect(await nextCreditNoteNumber(t.database.db, new Date('2033-03-31T18:30:00Z'))).toBe(
        'CN/33-34/00001',
      );
      await expect(
        t.database.db.transaction(async (tx) => {
          expect(await nextCreditNoteNumber(tx, at)).toBe('CN/32-33/00005');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await nextCreditNoteNumber(t.database.db, at)).toBe('CN/32-33/00005');
    });
  });
}
