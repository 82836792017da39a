import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { uploadOne } from '../../../test/fixtures';
import { Client, describeEachDatabase, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

/** The image a data: URI carries, decoded. */
async function decode(dataUri: string) {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(dataUri);
  expect(match, dataUri.slice(0, 40)).not.toBeNull();
  const bytes = Buffer.from(match![1]!, 'base64');
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { bytes: bytes.length, info, rgb: [data[0]!, data[1]!, data[2]!] };
}

describeEachDatabase('banner placeholders', (backend) => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
    guest = new Client(t.url);
  });
  afterAll(() => t.close());

  it('lists each banner with a tiny WebP of its desktop and mobile image, in their colours', async () => {
    const desktop = await uploadOne(admin, '#1f6f3a');
    const mobile = await uploadOne(admin, '#22447f');
    const added = await admin.post('/api/common/feature/add', { imageDesktop: desktop, imageMobile: mobile });
    expect(added.status).toBe(201);
    expect(added.body.data.placeholderDesktop).toMatch(/^data:image\/webp;base64,/);

    const [banner] = (await guest.get('/api/common/feature/get')).body.data;
    const d = await decode(banner.placeholderDesktop);
    const m = await decode(banner.placeholderMobile);
    for (const p of [d, m]) {
      expect(p.info.width).toBe(24);
      expect(p.bytes).toBeLessThan(1000);
    }
    // Lossy, so close to the colour rather than exactly it.
    const near = (rgb: number[], want: number[]) =>
      rgb.every((c, i) => Math.abs(c - want[i]!) <= 24) || `${rgb} vs ${want}`;
    expect(near(d.rgb, [0x1f, 0x6f, 0x3a])).toBe(true);
    expect(near(m.rgb, [0x22, 0x44, 0x7f])).toBe(true);
  });

  it('makes (and keeps) the placeholder of an image uploaded before placeholders existed', async () => {
    const desktop = await uploadOne(admin, '#aa2233');
    const mobile = await uploadOne(admin, '#aa2233');
    // As a row from before migration 0009 is.
    await t.database.db.update(media).set({ placeholder: null });
    const added = await admin.post('/api/common/feature/add', { imageDesktop: desktop, imageMobile: mobile });
    expect(added.status).toBe(201);
    const listed = (await guest.get('/api/common/feature/get')).body.data as Array<Record<string, string>>;
    expect(listed.length).toBeGreaterThan(0);
    for (const banner of listed) {
      expect(banner.placeholderDesktop).toMatch(/^data:image\/webp;base64,/);
      expect(banner.placeholderMobile).toMatch(/^data:image\/webp;base64,/);
    }
    const rows = await t.database.db.select({ placeholder: media.placeholder }).from(media);
    expect(rows.filter((r) => r.placeholder === null).length).toBe(0);
  });
});
