import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config';
import { smsOutboxDir } from '../sms/sms';
import { mailOutboxDir, type OutboxEntry } from './mail';

export interface OutboxSms {
  to: string;
  text: string;
  sent_at: string;
}

async function newestFiles(dir: string, extension: string, limit: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .reverse()
    .slice(0, limit)
    .map((name) => path.join(dir, name));
}

/** The dev outbox's e-mails, newest first. */
export async function readMailOutbox(config: Config, limit = 50): Promise<OutboxEntry[]> {
  const files = await newestFiles(mailOutboxDir(config), '.json', limit);
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as OutboxEntry));
}

/** The dev outbox's text messages, newest first. */
export async function readSmsOutbox(config: Config, limit = 50): Promise<OutboxSms[]> {
  const files = await newestFiles(smsOutboxDir(config), '.txt', limit);
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file, 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: header('To'), sent_at: header('Date'), text: body.join('\n\n').trimEnd() };
    }),
  );
}
