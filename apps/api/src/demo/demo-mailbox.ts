import type { Config } from '../config/config';
import { readMailOutbox } from '../mail/outbox';

/**
 * What a person would read in their inbox: the demo history confirms codes and follows invitation links from the
 * e-mails the services sent, as someone trying the product would. Only the dev outbox can be read; with MAIL_URL set
 * the mail has left the machine, and the steps that need it are skipped.
 */
async function newestMailTo(config: Config, email: string, pattern: RegExp): Promise<string | undefined> {
  if (config.mail.url) return undefined;
  const mail = (await readMailOutbox(config, 500)).find((entry) => entry.to === email && pattern.test(entry.text));
  return mail ? pattern.exec(mail.text)?.[1] : undefined;
}

export const mailedCode = (config: Config, email: string) => newestMailTo(config, email, /\b(\d{6})\b/);

export const mailedTeamInvitation = (config: Config, email: string) => newestMailTo(config, email, /[?&]token=([A-Za-z0-9_-]+)/);
