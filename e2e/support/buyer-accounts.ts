import { expect, type Page } from '@playwright/test';

export const JOURNEY_PASSWORD = 'amber-lantern-river-71';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest e-mail to `email` in the dev mailbox, as shown there (subject and text), read in a tab of its own. */
export async function newestMailTo(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox');
    return (
      (await mailbox
        .locator('article')
        .filter({ hasText: `To ${email}` })
        .first()
        .textContent()) ?? ''
    );
  } finally {
    await mailbox.close();
  }
}

/** A verified buyer account made through the API (the accounts journey covers the pages), ready to sign in. */
export async function verifiedBuyer(page: Page, name: string, email: string): Promise<void> {
  const registered = await page.request.post('/api/register', {
    data: { name, email, password: JOURNEY_PASSWORD, confirm_password: JOURNEY_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const code = /\b(\d{6})\b/.exec(await newestMailTo(page, email))?.[1];
  expect(code, `a code e-mailed to ${email}`).toBeTruthy();
  const verified = await page.request.post('/api/verify/otp', { data: { email, email_otp: code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Fills the buyer sign-in form the page is on. */
export async function signInAsBuyer(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(JOURNEY_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
