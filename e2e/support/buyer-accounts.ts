import type { Page } from '@playwright/test';
import { submitSignIn } from './rate-limit';
import { registerAndVerify } from './registration';

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
  await registerAndVerify(page.request, { name, email, password: JOURNEY_PASSWORD });
}

/** Fills the buyer sign-in form the page is on. */
export async function signInAsBuyer(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(JOURNEY_PASSWORD);
  await submitSignIn(page, form);
}
