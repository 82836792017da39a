import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M, MEDIA_WIDTHS, MESSAGES } from '@resham/shared';
import { Client, describeOnPostgres, signInAdmin, startTestApp, type TestApp } from '../../../test/harness';
import { makeImage, upload } from '../../../test/fixtures';

describeOnPostgres('image uploads', (backend) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await signInAdmin(t)).client;
  });
  afterAll(() => t.close());

  it('accepts JPEG, PNG, WebP and AVIF, several at once, and serves WebP variants with immutable caching', async () => {
    const files = await Promise.all(
      (['jpeg', 'png', 'webp', 'avif'] as const).map(async (f) => ({
        data: await makeImage(f, 2000, 2400),
        name: `x.${f}`,
        type: `image/${f}`,
      })),
    );
    const res = await upload(admin, files);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.results).toHaveLength(4);
    for (const { url } of res.body.results) {
      expect(url).toMatch(/^\/media\/[a-f0-9]{32}-800\.webp$/);
      for (const width of MEDIA_WIDTHS) {
        const variant = await fetch(`${t.url}${url.replace('-800.webp', `-${width}.webp`)}`);
        expect(variant.status).toBe(200);
        expect(variant.headers.get('content-type')).toBe('image/webp');
        expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
      }
    }
  });

  it('strips EXIF and GPS metadata', async () => {
    const withExif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#aa3355' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Copyright: 'secret-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 0/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(admin, [{ data: withExif, name: 'photo.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    const served = Buffer.from(await (await fetch(`${t.url}${res.body.results[0].url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(served.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses what is not a raster image, whatever its name or declared type', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const cases = [
      { data: svg, name: 'pretty.png', type: 'image/png' },
      { data: svg, name: 'logo.svg', type: 'image/svg+xml' },
      { data: 'just some text', name: 'saree.jpg', type: 'image/jpeg' },
      { data: Buffer.from('%PDF-1.4 fake'), name: 'doc.pdf', type: 'application/pdf' },
      { data: (await makeImage('png')).subarray(0, 60), name: 'truncated.png', type: 'image/png' },
      {
        data: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        name: 'anim.gif',
        type: 'image/gif',
      },
    ];
    for (const file of cases) {
      const res = await upload(admin, [file]);
      expect(res.status, file.name).toBe(400);
      expect(res.body).toEqual({ success: false, message: M.uploadNotImage });
    }
  });

  it('refuses files over 8 MB with 413 and decompression bombs with 400', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const tooBig = await upload(admin, [{ data: big, name: 'big.png', type: 'image/png' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(M.uploadTooLarge);

    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const res = await upload(admin, [{ data: bomb, name: 'bomb.png', type: 'image/png' }]);
    expect(res.status).toBe(400);
    expect([M.uploadTooManyPixels, M.uploadNotImage]).toContain(res.body.message);
  });

  it('needs at least one file in my_file, and unknown media answer 404', async () => {
    const wrongField = await upload(
      admin,
      [{ data: await makeImage(), name: 'a.png', type: 'image/png' }],
      'other',
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe(M.uploadNoFiles);
    const notMultipart = await admin.post('/api/admin/products/upload-image', { my_file: 'x' });
    expect(notMultipart.status).toBe(400);
  });

  it('answers a malformed multipart body with 400 and a clear message', async () => {
    const png = await makeImage();
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="my_file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    const bodies: [string, string | Buffer][] = [
      // No boundary at all ("Boundary not found").
      ['multipart/form-data', Buffer.concat([Buffer.from(part('x')), png, Buffer.from('\r\n--x--\r\n')])],
      // Cut off in the middle of the file.
      ['multipart/form-data; boundary=x', Buffer.concat([Buffer.from(part('x')), png.subarray(0, 100)])],
      // Cut off in the middle of a part's headers.
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="my_file"; filen'],
      // Not multipart at all, though it says so.
      ['multipart/form-data; boundary=x', 'garbage'],
      // A boundary longer than multipart allows.
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}--\r\n`],
    ];
    for (const [contentType, body] of bodies) {
      const res = await fetch(`${t.url}/api/admin/products/upload-image`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': contentType },
        body,
      });
      expect(res.status, contentType).toBe(400);
      expect(await res.json(), contentType).toEqual({
        success: false,
        message: MESSAGES.errors.badMultipart,
      });
    }
    // A well-formed upload still works after them.
    expect((await upload(admin, [{ data: png, name: 'a.png', type: 'image/png' }])).status).toBe(200);
  });

  it('answers unknown media with 404', async () => {
    expect((await fetch(`${t.url}/media/0123456789abcdef0123456789abcdef-800.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
