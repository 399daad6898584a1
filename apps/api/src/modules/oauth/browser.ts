import type { TestContext } from '../../../test/test-app';

/**
 * A tiny browser for tests: follows redirects one at a time with real HTTP (fetch, redirect: 'manual'), keeps the
 * cookies each host sets, and hands requests for the app's own PUBLIC_URL to the app (inject). It stops at the web
 * app's page and returns that address, fragment included.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly history: string[] = [];

  constructor(private readonly ctx: TestContext) {}

  /** Opens a URL (or an /api path of the app) and follows redirects until a page answers; returns the last URL and status. */
  async open(start: string): Promise<{ url: string; status: number; body: string }> {
    const publicUrl = this.ctx.config.publicUrl;
    let url = start.startsWith('/') ? `${publicUrl}${start}` : start;
    for (let hop = 0; hop < 20; hop += 1) {
      this.history.push(url);
      const answer = url.startsWith(`${publicUrl}/api/`) ? await this.app(url) : await this.fetch(url);
      if (answer.status < 300 || answer.status >= 400 || !answer.location) return { url, status: answer.status, body: answer.body };
      url = new URL(answer.location, url).toString();
      if (url.startsWith(`${publicUrl}/auth/complete`)) return { url, status: 200, body: '' };
    }
    throw new Error(`too many redirects, last at ${url}`);
  }

  private async app(url: string) {
    const target = new URL(url);
    const response = await this.ctx.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
    return { status: response.statusCode, location: response.headers.location as string | undefined, body: response.body };
  }

  private async fetch(url: string) {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    this.cookies.set(host, jar);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.trim().split('=');
        return key.toLowerCase() === 'expires' && new Date(date).getTime() < Date.now();
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.status, location: response.headers.get('location') ?? undefined, body: await response.text() };
  }
}

/** The fields in the fragment of the web app's /auth/complete address. */
export function completion(url: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(url).hash.slice(1)));
}
