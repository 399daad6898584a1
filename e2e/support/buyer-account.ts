import { expect, type Page } from '@playwright/test';
import { submitSignIn } from './rate-limit';
import { registerAndVerify } from './registration';

export const BUYER_PASSWORD = 'amber-lantern-river-71';

/**
 * A new buyer of its own for a journey (so journeys running side by side never share a plan): registered and verified
 * through the API and the dev mailbox, then signed in through the page, as a person would.
 */
export async function signUpNewBuyer(page: Page, name: string): Promise<string> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerAndVerify(page.request, { name, email, password: BUYER_PASSWORD });
  await page.goto('/buyer/login');
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(BUYER_PASSWORD);
  await submitSignIn(page, form);
  await expect(page.getByRole('banner').getByText(`Buyer: ${name}`).first()).toBeAttached();
  return email;
}
