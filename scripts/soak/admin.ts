// The shop's admin during the soak: price and stock edits of their own products (with the stock the
// form loaded, as the admin screen sends it), banners added and removed, and photos uploaded. Every
// write clears what it changes from the processes' caches, as a real edit does.
import { makeImage } from '../../apps/server/test/fixtures';
import { upsertAdmin } from '../../apps/server/src/modules/auth/service';
import { openDatabase } from '../../apps/server/src/db/client';
import type { Catalogue } from './catalogue';
import type { Ledger } from './shoppers';
import { Session, type Recorder } from './recorder';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

export class Admin {
  private session: Session;
  private photo: Buffer | null = null;
  private banners: string[] = [];

  constructor(
    base: string,
    recorder: Recorder,
    private readonly catalogue: Catalogue,
    private readonly ledger: Ledger,
  ) {
    this.session = new Session(base, recorder);
  }

  async signIn(databaseUrl: string) {
    const db = await openDatabase({ databaseUrl, poolSize: 1 });
    await upsertAdmin(db.db, 'owner@soak.example', 'soak owner password 1');
    await db.close();
    const login = await this.session.post('admin', '/api/auth/login', {
      email: 'owner@soak.example',
      password: 'soak owner password 1',
    });
    if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
    this.photo = await makeImage('jpeg', 600, 800, '#7a1f3d');
  }

  /** One edit: a price or stock change of one of the admin's products, or a banner. */
  async edit() {
    const r = Math.random();
    if (r < 0.8) return this.editProduct(r < 0.4 ? 'price' : 'stock');
    if (r < 0.9 || !this.banners.length) return this.addBanner();
    const id = this.banners.shift()!;
    await this.session.delete('admin', `/api/common/feature/delete/${id}`);
  }

  private async editProduct(what: 'price' | 'stock') {
    const id = pick(this.catalogue.adminOnly);
    const got = await this.session.get('admin', `/api/shop/products/get/${id}`);
    const product = got.body?.data as Record<string, any> | undefined;
    if (got.status !== 200 || !product) return;
    const delta = what === 'stock' ? pick([-2, -1, 1, 2, 3]) : 0;
    const totalStock = Math.max(0, product.totalStock + delta);
    const price =
      what === 'price' ? Math.max(500, product.price + pick([-100, -50, 50, 100])) : product.price;
    const res = await this.session.put('admin', `/api/admin/products/edit/${id}`, {
      title: product.title,
      description: product.description,
      category: product.category,
      subcategory: product.subcategory,
      price,
      salePrice: product.salePrice && product.salePrice < price ? product.salePrice : 0,
      totalStock,
      images: product.images,
      expectedStock: product.totalStock,
    });
    if (res.status === 0) this.ledger.uncertain.add(id);
    else if (res.status === 200) {
      const d = totalStock - product.totalStock;
      this.ledger.adminStockDelta.set(id, (this.ledger.adminStockDelta.get(id) ?? 0) + d);
    }
  }

  /** A new product (the flash sale's); its id. */
  async addProduct(product: Record<string, unknown>): Promise<string> {
    const res = await this.session.post('admin', '/api/admin/products/add', product);
    if (res.status !== 201) throw new Error(`product add: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data._id as string;
  }

  private async addBanner() {
    const image = await this.upload();
    if (!image) return;
    const res = await this.session.post('admin', '/api/common/feature/add', {
      imageDesktop: image,
      imageMobile: image,
      alt: 'Festival week',
    });
    if (res.status === 201) this.banners.push(res.body.data._id);
  }

  /** A photo uploaded as the admin screen does (multipart); its URL, or null when refused. */
  async upload(): Promise<string | null> {
    const form = new FormData();
    form.append('my_file', new Blob([new Uint8Array(this.photo!)]), 'saree.jpg');
    const res = await this.session.request('upload', 'POST', '/api/admin/products/upload-image', form);
    if (res.status === 200) {
      this.ledger.uploads.ok++;
      return (res.body.results as { url: string }[])[0]!.url;
    }
    this.ledger.uploads.refused++;
    return null;
  }
}
