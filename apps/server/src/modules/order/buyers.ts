import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

export interface Buyer {
  userName: string;
  email: string;
}

/**
 * Who placed an order: the name and email the emails, invoices and the admin show, as stored on the
 * order when it was placed (a snapshot, not a link to the account, which its owner may delete).
 */
export class Buyers {
  constructor(private readonly db: Db) {}

  async of(orderId: string): Promise<Buyer> {
    const [o] = await this.db
      .select({ userName: orders.buyerName, email: orders.buyerEmail })
      .from(orders)
      .where(eq(orders.id, orderId));
    return o ?? { userName: '', email: '' };
  }
}
