import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from './transport';

describe('createMailTransport without SMTP_URL', () => {
  it('writes each message as an .eml file into DATA_DIR/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resham-mail-'));
    const transport = createMailTransport({
      SMTP_URL: undefined,
      MAIL_FROM: 'Resham Silks <orders@resham.example>',
      dataDir,
    });
    expect(transport.kind).toBe('file');
    await transport.send({
      to: 'priya@example.com',
      subject: 'Order confirmed',
      html: '<p>Total ₹3,149.97</p>',
      text: 'Total ₹3,149.97',
    });
    await transport.send({ to: 'shop@resham.example', subject: 'New order', html: '<p>n</p>', text: 'n' });
    transport.close();

    const files = fs.readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[A-Za-z0-9.-]+\.eml$/);
    const messages = files.map((f) => fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8'));
    const first = messages.find((m) => m.includes('To: priya@example.com'))!;
    expect(first).toContain('From: Resham Silks <orders@resham.example>');
    expect(first).toContain('Subject: Order confirmed');
    expect(first).toContain('Content-Type: multipart/alternative');
    expect(first).toContain('Content-Type: text/html');
    expect(first).toMatch(/Message-ID: <.+>/);
    expect(messages.some((m) => m.includes('To: shop@resham.example'))).toBe(true);
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const transport = createMailTransport({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'a@b.example',
      dataDir: os.tmpdir(),
    });
    expect(transport.kind).toBe('smtp');
    transport.close();
  });
});
