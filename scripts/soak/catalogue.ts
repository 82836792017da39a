// What the simulated shoppers browse: the catalogue's ids, categories and words to search for (real
// ones, some misspelt), read once after seeding.
import pg from 'pg';

export interface Catalogue {
  /** Products the shoppers may buy (in stock at the start). */
  buyable: string[];
  /** Every live product (pages of products that sold out too). */
  all: string[];
  /** Products only the admin edits (price and stock): the stock check leaves them to the edits. */
  adminOnly: string[];
  categories: { name: string; subcategories: string[] }[];
  words: string[];
  /** Stock of every product at the start. */
  startStock: Map<string, number>;
}

const WORDS = [
  'kanchipuram',
  'banarasi',
  'silk',
  'cotton',
  'saree',
  'dupatta',
  'zari',
  'maroon',
  'green',
  'handwoven',
  'kora',
  'temple',
  'border',
  'paithani',
  'chanderi',
];

/** A word as a hurried shopper types it: a letter dropped, doubled or swapped, or upper case. */
export function misspell(word: string, r: number): string {
  const i = 1 + Math.floor(r * (word.length - 2));
  switch (Math.floor(r * 1000) % 4) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.toUpperCase();
  }
}

export async function readCatalogue(databaseUrl: string): Promise<Catalogue> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const products = await db.query<{ id: string; total_stock: number }>(
      'select id, total_stock from products where deleted_at is null order by created_at desc',
    );
    const cats = await db.query<{ name: string; subs: string[] }>(
      `select c.name, coalesce(array_agg(s.name) filter (where s.name is not null), '{}') as subs
       from categories c left join subcategories s on s.category_id = c.id group by c.name`,
    );
    const titles = await db.query<{ title: string }>(
      'select title from products order by random() limit 200',
    );
    const fromTitles = titles.rows
      .flatMap((r) => r.title.toLowerCase().split(/[^a-z]+/))
      .filter((w) => w.length > 4);
    const all = products.rows.map((r) => r.id);
    const inStock = products.rows.filter((r) => r.total_stock > 0).map((r) => r.id);
    return {
      adminOnly: inStock.slice(0, 20),
      buyable: inStock.slice(20),
      all,
      categories: cats.rows.map((c) => ({ name: c.name, subcategories: c.subs })),
      words: [...new Set([...WORDS, ...fromTitles])],
      startStock: new Map(products.rows.map((r) => [r.id, r.total_stock])),
    };
  } finally {
    await db.end();
  }
}
