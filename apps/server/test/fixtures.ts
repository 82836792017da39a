import sharp from 'sharp';
import type { Client } from './harness';

/** A small real image in the given format. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
  width = 300,
  height = 400,
  colour = '#8b1e3f',
) {
  const img = sharp({ create: { width, height, channels: 3, background: colour } });
  return img[format]().toBuffer();
}

/** Uploads files through the admin endpoint as a browser would (multipart field my_file). */
export async function upload(
  client: Client,
  files: { data: Buffer | string; name: string; type: string }[],
  field = 'my_file',
) {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([f.data]), f.name);
  const res = await fetch(`${client.baseUrl}/api/admin/products/upload-image`, {
    method: 'POST',
    headers: client.cookie ? { cookie: client.cookie } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any>, headers: res.headers };
}

export async function uploadOne(client: Client, colour = '#8b1e3f'): Promise<string> {
  const res = await upload(client, [
    { data: await makeImage('png', 300, 400, colour), name: 'saree.png', type: 'image/png' },
  ]);
  if (res.status !== 200) throw new Error(`upload failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results[0].url as string;
}
