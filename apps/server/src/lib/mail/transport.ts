import fs from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { lazyDefault } from '../lazy-module';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** 'smtp' with SMTP_URL, else 'file' (.eml files in DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'file';
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(msg: MailMessage): Promise<void>;
  close(): void;
}

export type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>;

/** Keeps a stalled SMTP server from holding a worker for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

const loadNodemailer = lazyDefault<typeof Nodemailer>(() => import('nodemailer'));

/** A nodemailer transport made on the first message (nodemailer is not loaded at start-up). */
function onFirstUse(options: Parameters<typeof Nodemailer.createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= loadNodemailer().then((n) => n.createTransport(options) as Transporter)),
    close: () => void transport?.then((t) => t.close()),
  };
}

/** Real mail through SMTP_URL when it is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailTransport(config: MailConfig): MailTransport {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const smtp = onFirstUse({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      send: async (msg) => {
        await (await smtp.get()).sendMail({ from, ...msg });
      },
      close: smtp.close,
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const stream = onFirstUse({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (msg) => {
      const info = await (await stream.get()).sendMail({ from, ...msg });
      const id = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '').slice(0, 60) || 'message';
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${stamp}-${id}.eml`);
      // written under a temporary name first, so a reader never sees half a message
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: stream.close,
  };
}
