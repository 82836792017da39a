import type { Client, TestApp } from './harness';
import { signInAdmin } from './harness';
import { uploadOne } from './fixtures';

/** A small catalogue made through the admin API: one category and the products asked for. */
export async function seedProducts(
  t: TestApp,
  specs: { title: string; price: number; salePrice?: number; totalStock: number; category?: string }[],
) {
  const { client: admin } = await signInAdmin(t);
  const image = await uploadOne(admin);
  const categories = new Set(specs.map((s) => s.category ?? 'Kanchipuram Silk Sarees'));
  for (const name of categories) await admin.post('/api/common/categories', { name });
  const ids: string[] = [];
  for (const s of specs) {
    const res = await admin.post('/api/admin/products/add', {
      title: s.title,
      description: `${s.title}, handwoven.`,
      category: s.category ?? 'Kanchipuram Silk Sarees',
      price: s.price,
      salePrice: s.salePrice ?? 0,
      totalStock: s.totalStock,
      images: [image],
    });
    if (res.status !== 201) throw new Error(`product add failed: ${JSON.stringify(res.body)}`);
    ids.push(res.body.data._id);
  }
  return { admin, ids, image };
}

export const TN_ADDRESS = {
  address: '12, Gandhi Road, RS Puram',
  country: 'India',
  state: 'Tamil Nadu',
  city: 'Coimbatore',
  pincode: '641002',
  phone: '9843012345',
  notes: '',
  isGift: false,
  giftMessage: '',
};

export async function addAddress(client: Client, userId: string, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/shop/address/add', { ...TN_ADDRESS, userId, ...over });
  if (res.status !== 201) throw new Error(`address add failed: ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
}
