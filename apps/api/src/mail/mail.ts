import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the dev outbox keeps beside each .eml, so that /dev/mailbox and tests can read a message without a MIME parser. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

export const mailOutboxDir = (config: Config) => path.join(config.dataDir, 'mail');

const smtpTransports = new Map<string, Transporter>();
// Builds the raw RFC 822 text of a message without sending it.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/**
 * Sends one e-mail: over SMTP when MAIL_URL is configured, else into the dev outbox (DATA_DIR/mail/*.eml, with a
 * .json summary beside each), which /dev/mailbox shows outside production.
 */
export async function sendMail(config: Config, message: MailMessage): Promise<void> {
  const envelope = { from: config.mail.from, to: message.to, subject: message.subject, text: message.text, html: message.html };
  if (config.mail.url) {
    await smtpTransport(config.mail.url).sendMail(envelope);
    return;
  }
  const composed = await composer.sendMail(envelope);
  const dir = mailOutboxDir(config);
  await mkdir(dir, { recursive: true });
  const name = outboxFileName();
  const entry: OutboxEntry = { to: message.to, subject: message.subject, text: message.text, sent_at: new Date().toISOString() };
  await writeFile(path.join(dir, `${name}.eml`), composed.message as Buffer);
  await writeFile(path.join(dir, `${name}.json`), `${JSON.stringify(entry, null, 2)}\n`);
}

/** Sortable by time (newest last), unique within a millisecond. */
export function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}
