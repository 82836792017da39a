import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface Buyer {
  userName: string;
  email: string;
}

/** Who placed an order: the name and email the payment window, emails and invoices show. */
export class Buyers {
  constructor(private readonly db: Db) {}

  async of(userId: string): Promise<Buyer> {
    const [u] = await this.db
      .select({ userName: users.userName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? { userName: '', email: '' };
  }
}
