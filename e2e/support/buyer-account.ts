import { expect, type Page } from '@playwright/test';

export const BUYER_PASSWORD = 'amber-lantern-river-71';

/** Reads the newest code e-mailed to `email` from the dev mailbox page, in a tab of its own. */
async function codeFromMailbox(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox');
    const subject =
      (await mailbox
        .locator('article')
        .filter({ hasText: `To ${email}` })
        .first()
        .locator('h3')
        .textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(subject)?.[1];
    if (!code) throw new Error(`No code in the newest mail to ${email}: "${subject}"`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/**
 * A new buyer of its own for a journey (so journeys running side by side never share a plan): registered and verified
 * through the API and the dev mailbox, then signed in through the page, as a person would.
 */
export async function signUpNewBuyer(page: Page, name: string): Promise<string> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { name, email, password: BUYER_PASSWORD, confirm_password: BUYER_PASSWORD },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await page.request.post('/api/verify/otp', { data: { email, email_otp: await codeFromMailbox(page, email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.goto('/buyer/login');
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(BUYER_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(`Buyer: ${name}`).first()).toBeAttached();
  return email;
}
