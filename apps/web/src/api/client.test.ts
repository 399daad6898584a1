import { PAGE_ANSWER_ELEMENT_ID } from '@stock/contracts/values';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, dataOrNotFound, dataOrServerMessage } from './client';
import { rereadPageAnswer } from './page-answer';
import { reloadPage } from './reload-page';
import { getToken, getUser, logout, SESSION_KEYS, storeLogin } from './session';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
/** The headers of the n-th fetch call, as the client sent them. */
const sentHeaders = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
const reply = (statusCode: number, data: unknown = null, message = 'OK') =>
  new Response(JSON.stringify({ status: statusCode < 400, status_code: statusCode, statusCode, message, data }), { status: statusCode });

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(reloadPage).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function signInBoth() {
  storeLogin('buyer', { statusCode: 200, data: { token: 'buyer-token', user: { name: 'Bea' } } });
  storeLogin('contributor', { statusCode: 200, data: { token: 'contributor-token', user: { name: 'Carl' } } });
}

describe("the page's own answer", () => {
  const envelope = { status: true, status_code: 200, statusCode: 200, message: 'OK', data: { file: { media_id: 7 } } };
  function pageCarries(answer: unknown) {
    document.getElementById(PAGE_ANSWER_ELEMENT_ID)?.remove();
    const block = document.createElement('script');
    block.id = PAGE_ANSWER_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(answer);
    document.head.append(block);
    rereadPageAnswer();
  }
  afterEach(() => {
    document.getElementById(PAGE_ANSWER_ELEMENT_ID)?.remove();
    rereadPageAnswer();
    localStorage.clear();
  });

  it('answers the first public call to its exact URL from the page, and asks the server from then on', async () => {
    pageCarries({ url: '/api/file?media_id=7', language: 'en', body: envelope });
    fetchMock.mockImplementation(async () => reply(200, { file: { media_id: 8 } }));
    expect(await apiRequest('/file', { query: { media_id: 8 } })).toMatchObject({ data: { file: { media_id: 8 } } });
    expect(await apiRequest('/file', { query: { media_id: 7 } })).toEqual(envelope);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/file', { query: { media_id: 7 } })).toMatchObject({ data: { file: { media_id: 8 } } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for a call with a token, another method, or in another language', async () => {
    pageCarries({ url: '/api/file?media_id=7', language: 'de', body: envelope });
    fetchMock.mockImplementation(async () => reply(200, { from: 'server' }));
    expect(await apiRequest('/file', { query: { media_id: 7 } })).toMatchObject({ data: { from: 'server' } });
    pageCarries({ url: '/api/file?media_id=7', language: 'en', body: envelope });
    signInBoth();
    expect(await apiRequest('/file', { query: { media_id: 7 }, role: 'buyer' })).toMatchObject({ data: { from: 'server' } });
    expect(await apiRequest('/file', { query: { media_id: 7 }, method: 'POST' })).toMatchObject({ data: { from: 'server' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Still there for the page's own public call.
    expect(await apiRequest('/file', { query: { media_id: 7 } })).toEqual(envelope);
  });

  it('ignores a block that is not an answer', async () => {
    pageCarries('not an answer');
    fetchMock.mockImplementation(async () => reply(200, { from: 'server' }));
    expect(await apiRequest('/file', { query: { media_id: 7 } })).toMatchObject({ data: { from: 'server' } });
  });
});

describe('the language', () => {
  it('asks the API in the language the interface shows, not the browser’s', async () => {
    const i18next = (await import('i18next')).default;
    fetchMock.mockResolvedValue(reply(200));
    await i18next.changeLanguage('de');
    try {
      await apiRequest('/fetch');
      expect(sentHeaders()['accept-language']).toBe('de');
    } finally {
      await i18next.changeLanguage('en');
    }
    await apiRequest('/fetch');
    expect(sentHeaders(1)['accept-language']).toBe('en');
  });
});

describe('sessions', () => {
  it('keeps each role under its own keys and logs out only the chosen role', () => {
    signInBoth();
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-token');
    expect(getUser('contributor')).toEqual({ name: 'Carl' });
    logout('buyer');
    expect(getToken('buyer')).toBeNull();
    expect(getUser('buyer')).toBeNull();
    expect(getToken('contributor')).toBe('contributor-token');
  });

  it('does not store a login whose statusCode is 400', () => {
    expect(storeLogin('buyer', { statusCode: 400, data: { token: 'nope', user: {} } })).toBe(false);
    expect(getToken('buyer')).toBeNull();
  });
});

describe('apiRequest', () => {
  it("sends the role's bearer token, JSON bodies, and indexed list parameters", async () => {
    signInBoth();
    fetchMock.mockResolvedValue(reply(200, { ok: 1 }));
    const answer = await apiRequest('/fetch', {
      role: 'buyer',
      method: 'POST',
      query: { q: 'sea', age_group: ['adult', 'senior'] },
      body: { a: 1 },
    });
    expect(answer.data).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/fetch?q=sea&age_group%5B0%5D=adult&age_group%5B1%5D=senior');
    expect(sentHeaders().authorization).toBe('Bearer buyer-token');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no token on public calls', async () => {
    signInBoth();
    fetchMock.mockResolvedValue(reply(200));
    await apiRequest('/plan');
    expect(sentHeaders().authorization).toBeUndefined();
  });

  it('logs the contributor out on a 401 from a contributor call, and keeps the buyer', async () => {
    signInBoth();
    fetchMock.mockResolvedValue(reply(401, null, 'Session expired'));
    const answer = await apiRequest('/contributor/files', { role: 'contributor' });
    expect(answer.status).toBe(false);
    expect(getToken('contributor')).toBeNull();
    expect(getToken('buyer')).toBe('buyer-token');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('clears local storage and reloads on a 401 from the buyer profile call', async () => {
    signInBoth();
    localStorage.setItem('recent_searches', '["sea"]');
    fetchMock.mockResolvedValue(reply(401));
    await apiRequest('/profile', { role: 'buyer' });
    expect(localStorage.length).toBe(0);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves the buyer signed in on a 401 from another buyer call', async () => {
    signInBoth();
    fetchMock.mockResolvedValue(reply(401));
    await apiRequest('/buyer/collections', { role: 'buyer' });
    expect(getToken('buyer')).toBe('buyer-token');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('turns an answer that is not JSON into a failed envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const answer = await apiRequest('/plan');
    expect(answer).toMatchObject({ status: false, statusCode: 502, message: 'Bad Gateway' });
  });

  it('throws with the error text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/plan')).rejects.toThrow('Failed to fetch');
  });
});

describe('reading envelopes', () => {
  const ok = { status: true, status_code: 200, statusCode: 200, message: 'OK', data: 7 };

  it('surfaces a falsy status or a status_code other than 200 as "Not found"', () => {
    expect(dataOrNotFound(ok)).toBe(7);
    expect(() => dataOrNotFound({ ...ok, status: false })).toThrow(ApiError);
    expect(() => dataOrNotFound({ ...ok, status: false })).toThrow('Not found');
    expect(() => dataOrNotFound({ ...ok, status_code: 201 })).toThrow('Not found');
  });

  it("surfaces the server's message where the user should read it", () => {
    expect(() => dataOrServerMessage({ ...ok, status: false, message: 'Your plan has no downloads left.' })).toThrow(
      'Your plan has no downloads left.',
    );
  });
});
