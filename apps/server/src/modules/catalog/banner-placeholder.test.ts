import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { uploadOne } from '../../../test/fixtures';
import { Client, describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';

/** The image a data: URI carries, decoded. */
async function decode(dataUri: string) {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(dataUri);
  expect(match, dataUri.slice(0, 40)).not.toBeNull();
  const bytes = Buffer.from(match![1]!, 'base64');
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { bytes: bytes.length, info, rgb: [data[0]!, data[1]!, data[2]!] };
}

describeOnPostgres('banner placeholders', (backend) => {
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

  it('still lists a banner whose old image cannot be read for a placeholder, without one', async () => {
    const desktop = await uploadOne(admin, '#334455');
    const mobile = await uploadOne(admin, '#334455');
    await t.database.db.update(media).set({ placeholder: null });
    // The desktop image's smallest variant is damaged in storage: decoding it fails.
    const id = /\/media\/([0-9a-f]+)-/.exec(desktop)![1]!;
    await t.app.services.media.storage.put(`${id}-400.webp`, Buffer.from('not an image'));
    const added = await admin.post('/api/common/feature/add', { imageDesktop: desktop, imageMobile: mobile });
    expect(added.status).toBe(201);
    expect(added.body.data.placeholderDesktop).toBeNull();
    expect(added.body.data.placeholderMobile).toMatch(/^data:image\/webp;base64,/);
    const listed = await guest.get('/api/common/feature/get');
    expect(listed.status).toBe(200);
    const banner = (listed.body.data as Array<Record<string, string | null>>).find(
      (b) => b.imageDesktop === desktop,
    )!;
    expect(banner.placeholderDesktop).toBeNull();
  });
});
