import { type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';

const MAX_ATTEMPTS = 3;

/**
 * The journeys all come from one address, so sign-ups (10 a minute per address) can meet the server's limit when many
 * journeys start together. A real client waits as long as the answer says; so do these helpers, and the journey's own
 * time limit grows by the wait, so a wait never fails a journey that would otherwise pass.
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

/**
 * Clicks a form's submit button; when the page shows the "Too many requests. Please wait N seconds" toast instead of
 * moving on to `nextPath` (path and query), waits that long and clicks again, as a person would.
 */
export async function submitHonouringRateLimit(page: Page, submit: Locator, nextPath: string): Promise<void> {
  const moved = (url: URL) => url.pathname + url.search === nextPath;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await submit.click();
    const told = page.getByText(/Too many requests\. Please wait (\d+) seconds?/).last();
    const outcome = await Promise.race([page.waitForURL(moved).then(() => 'moved' as const), told.waitFor().then(() => 'told' as const)]);
    if (outcome === 'moved') return;
    const seconds = Number(/(\d+) second/.exec((await told.textContent()) ?? '')?.[1] ?? 60);
    await waitAsTold(seconds);
  }
  await expect(page).toHaveURL(nextPath);
}
