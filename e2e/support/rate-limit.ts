import { type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';

const MAX_ATTEMPTS = 3;
/** The rate limit's toast in every interface language (the API words its messages in the reader's language). */
const TOO_MANY = new RegExp(
  [
    'Too many requests\\. Please wait (\\d+) seconds?',
    'Zu viele Anfragen\\. Bitte warten Sie (\\d+) Sekunden?',
    'Trop de requêtes\\. Veuillez patienter (\\d+) secondes?',
    'Demasiadas solicitudes\\. Espera (\\d+) segundos?',
    'Muitas requisições\\. Aguarde (\\d+) segundos?',
    'リクエストが多すぎます。(\\d+) 秒待って',
  ].join('|'),
);
const secondsToldIn = (text: string) => Number(/\d+/.exec(text)?.[0] ?? 60);

/**
 * The journeys all come from one address, so sign-ups (10 a minute per address) and sign-ins (20) can meet the
 * server's limits when many journeys run together. A real client waits as long as the answer says; so do these
 * helpers, and the journey's own time limit grows by the wait, so a wait never fails a journey that would otherwise pass.
 */
async function waitAsTold(seconds: number): Promise<void> {
  const waitMs = (seconds + 1) * 1000;
  test.info().setTimeout(test.info().timeout + waitMs);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}

/** Sends the request again after a 429, as long as its Retry-After says. */
export async function honouringRetryAfter(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt === MAX_ATTEMPTS) return response;
    await waitAsTold(Number(response.headers()['retry-after'] ?? 60));
  }
}

/** Whether `locator` is on the page within 15 s; false rather than a failure when it is not. */
function appears(locator: Locator): Promise<boolean> {
  return locator.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * Clicks `submit`; when the page shows the "Too many requests. Please wait N seconds" toast before `done` happens,
 * waits that long and clicks again, as a person would. Whatever else happens is left to the journey's own checks.
 */
async function clickHonouringRateLimit(page: Page, submit: Locator, done: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // The toast may have answered another of the page's requests while this one was still on its way and then went
    // through: click again only when the button is back to be clicked.
    if (attempt > 1 && !(await appears(submit))) return;
    await submit.click();
    const told = page.getByText(TOO_MANY).last();
    const outcome = await Promise.race([
      done().then(
        () => 'done' as const,
        () => 'neither' as const,
      ),
      told.waitFor({ timeout: 15_000 }).then(
        () => 'told' as const,
        () => 'neither' as const,
      ),
    ]);
    if (outcome !== 'told') return;
    await waitAsTold(secondsToldIn(TOO_MANY.exec((await told.textContent()) ?? '')?.[0] ?? ''));
  }
}

/** Submits a form that moves on to `nextPath` (path and query) when it succeeds, honouring the rate limit's toast. */
export async function submitHonouringRateLimit(page: Page, submit: Locator, nextPath: string): Promise<void> {
  await clickHonouringRateLimit(page, submit, () => page.waitForURL((url) => url.pathname + url.search === nextPath, { timeout: 15_000 }));
  await expect(page).toHaveURL(nextPath);
}

/** Clicks a sign-in form's "Sign in"; the form leaves the page when it succeeds. */
export async function submitSignIn(page: Page, form: Locator, buttonName = 'Sign in'): Promise<void> {
  await clickHonouringRateLimit(page, form.getByRole('button', { name: buttonName }), () =>
    form.waitFor({ state: 'detached', timeout: 15_000 }),
  );
}

/** Clicks `submit` on a form the server is expected to refuse, until `refusal` shows, honouring the rate limit's toast. */
export async function submitExpectingRefusal(page: Page, submit: Locator, refusal: Locator): Promise<void> {
  await clickHonouringRateLimit(page, submit, () => refusal.waitFor({ timeout: 15_000 }));
  await expect(refusal).toBeVisible();
}
