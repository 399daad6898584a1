import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config';
import { outboxFileName } from '../mail/mail';

export interface SmsMessage {
  to: string;
  text: string;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export const smsOutboxDir = (config: Config) => path.join(config.dataDir, 'sms');

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Sends one text message: to the HTTP provider when SMS_URL is configured (POST JSON `{ to, text }` with the bearer
 * SMS_TOKEN), else into the dev outbox (DATA_DIR/sms/*.txt), which /dev/mailbox shows outside production.
 */
export async function sendSms(config: Config, message: SmsMessage): Promise<void> {
  if (config.sms.url) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.sms.token) headers.authorization = `Bearer ${config.sms.token}`;
    const response = await fetch(config.sms.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 200);
      throw new SmsDeliveryError(`The SMS provider answered ${response.status}: ${detail}`);
    }
    return;
  }
  const dir = smsOutboxDir(config);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${outboxFileName()}.txt`), `To: ${message.to}\nDate: ${new Date().toISOString()}\n\n${message.text}\n`);
}
