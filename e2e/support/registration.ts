import { type APIRequestContext, expect } from '@playwright/test';
import { honouringRetryAfter } from './rate-limit';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  isContributor?: boolean;
}

/** The 6-digit code in the newest e-mail to `email` in the dev mailbox. */
export async function codeMailedTo(request: APIRequestContext, email: string): Promise<string> {
  const mailbox = await (await request.get('/dev/mailbox')).text();
  const newest = mailbox.split('<article>').find((part) => part.includes(`To ${email}`)) ?? '';
  const code = /\b(\d{6})\b/.exec(newest)?.[1];
  expect(code, `a code e-mailed to ${email}`).toBeTruthy();
  return code as string;
}

/** Signs up through the API and verifies the address with the code from the dev mailbox (the accounts journey covers the pages). */
export async function registerAndVerify(request: APIRequestContext, account: NewAccount): Promise<void> {
  const { name, email, password, isContributor = false } = account;
  const registered = await honouringRetryAfter(() =>
    request.post('/api/register', {
      data: { name, email, password, confirm_password: password, is_contributor: isContributor },
    }),
  );
  expect(registered.status(), await registered.text()).toBe(200);
  const code = await codeMailedTo(request, email);
  const verified = await honouringRetryAfter(() => request.post('/api/verify/otp', { data: { email, email_otp: code } }));
  expect(verified.status(), await verified.text()).toBe(200);
}
