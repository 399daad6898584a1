/**
 * Binds a social sign-in to the browser tab that started it (against login CSRF: a link to /auth/complete carrying
 * someone else's token). Before leaving for the provider the tab keeps a random value in sessionStorage; the API carries
 * it through the provider round trip and hands it back beside the token; the landing page accepts only its own value.
 */
const KEY = 'stock.social-sign-in.client-state';

/** 32 random bytes, base64url: what the API's `client_state` accepts. */
export function newClientState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function rememberClientState(value: string): void {
  sessionStorage.setItem(KEY, value);
}

/** Whether the value that came back is the one this tab kept; the kept value is used up either way. */
export function isOwnClientState(returned: string | null): boolean {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return kept !== null && returned !== null && kept === returned;
}
