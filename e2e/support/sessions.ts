import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { honouringRetryAfter } from './rate-limit';

export const DEMO_CONTRIBUTOR = { email: 'contributor@demo.lumora.example', password: 'contributor-demo-2026', role: 'contributor' };
export const DEMO_ADMIN = { email: 'admin@demo.lumora.example', password: 'admin-demo-2026', role: 'admin' };

/** Signs in through the API and puts the session where the web app keeps it (local storage, per role); returns the token. */
export async function signInThroughApi(page: Page, request: APIRequestContext, account: typeof DEMO_CONTRIBUTOR): Promise<string> {
  const answer = await honouringRetryAfter(() => request.post('/api/login', { data: account }));
  expect(answer.ok()).toBe(true);
  const { token, user } = ((await answer.json()) as { data: { token: string; user: unknown } }).data;
  await page.addInitScript(
    ({ role, token, user }) => {
      localStorage.setItem(`${role}_token`, token);
      localStorage.setItem(`${role}_user`, user);
    },
    { role: account.role, token, user: JSON.stringify(user) },
  );
  return token;
}
