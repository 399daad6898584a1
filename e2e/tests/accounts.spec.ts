import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { submitHonouringRateLimit, submitSignIn } from '../support/rate-limit';
import { codeMailedTo } from '../support/registration';

const NAME = 'Journey Buyer';
const PASSWORD = 'amber-lantern-river-71';

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in as a buyer' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await submitSignIn(page, form);
}

test('a buyer signs up, verifies the e-mail from the mailbox, signs out and in, and changes the avatar', async ({ page, browser }) => {
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const header = page.getByRole('banner');

  // Sign up, typing the address in capitals: it is stored lower-cased.
  await page.goto('/buyer/signup');
  const signup = page.getByRole('form', { name: 'Create a buyer account' });
  await signup.getByLabel('Full name').fill(NAME);
  await signup.getByLabel('E-mail address').fill(email.toUpperCase());
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await expect(signup.getByLabel('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
  await signup.getByLabel('Confirm password').fill(PASSWORD);
  await submitHonouringRateLimit(
    page,
    signup.getByRole('button', { name: 'Create account' }),
    `/buyer/verify?email=${encodeURIComponent(email)}`,
  );
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  // Verify with the code from the dev mailbox: that signs in at once, without typing the password again.
  await page.getByRole('textbox', { name: 'E-mail code' }).fill(await codeMailedTo(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByText(`Buyer: ${NAME}`)).toBeVisible();
  const [account] = await query<{ email_verified_at: Date | null }>('SELECT email_verified_at FROM users WHERE email = $1', [email]);
  expect(account?.email_verified_at).not.toBeNull();

  // Signing up again with the same address is answered like a new sign-up; the owner gets an e-mail instead.
  const stranger = await browser.newContext();
  const again = await stranger.newPage();
  await again.goto('/buyer/signup');
  const repeat = again.getByRole('form', { name: 'Create a buyer account' });
  await repeat.getByLabel('Full name').fill('Someone Else');
  await repeat.getByLabel('E-mail address').fill(email);
  await repeat.getByLabel('Password', { exact: true }).fill('another-long-pass-93');
  await repeat.getByLabel('Confirm password').fill('another-long-pass-93');
  await submitHonouringRateLimit(
    again,
    repeat.getByRole('button', { name: 'Create account' }),
    `/buyer/verify?email=${encodeURIComponent(email)}`,
  );
  await again.goto('/dev/mailbox');
  await expect(
    again
      .locator('article')
      .filter({ hasText: `To ${email}` })
      .first(),
  ).toContainText('Someone tried to sign up with your e-mail address');
  await stranger.close();

  // Sign out from the buyer's menu: the header follows, and the server's session ends.
  await header.getByRole('button', { name: `Buyer: ${NAME}` }).click();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await query<{ open: string }>(
            `SELECT count(*) FILTER (WHERE s.revoked_at IS NULL) AS open FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
            [email],
          )
        )[0]?.open,
    )
    .toBe('0');

  // The profile asks to sign in, then comes back.
  await page.goto('/buyer/profile');
  await expect(page).toHaveURL(`/buyer/login?next=${encodeURIComponent('/buyer/profile')}`);
  await signIn(page, email);
  await expect(page).toHaveURL('/buyer/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  // Change the avatar: a preview first, then the saved picture from the server.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
  await page.getByLabel('Profile picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  const avatar = page.getByRole('img', { name: NAME, exact: true });
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Your profile is updated.')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\.webp$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  const [stored] = await query<{ avatar_key: string | null }>('SELECT avatar_key FROM users WHERE email = $1', [email]);
  expect(stored?.avatar_key).toMatch(/\.webp$/);
});
