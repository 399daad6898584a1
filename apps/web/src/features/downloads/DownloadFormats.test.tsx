import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { licence, licenceTiers, order, pageOf, signInBuyer, status, subscription } from '../../test/billing-fixtures';
import { fileDetail } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const FILE = fileDetail(42, { title: 'Misty blue mountain ridges at dawn', slug: 'misty-blue-mountain-ridges-at-dawn' });
const PATH = '/file/42-misty-blue-mountain-ridges-at-dawn';
const LARGE = FILE.formats[1]?.media_format_id as number;

let clicked: string[] = [];
beforeEach(() => {
  clicked = [];
  // The download itself is the browser's: record which signed URL the page handed it.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(`${this.getAttribute('href')} as ${this.download}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const grant = (downloadsLeft: number, redownload = false) => ({
  url: '/api/download/licensed?licence=9&format=2&expires=1&signature=abcdefghij',
  expires_at: '2026-11-21T15:00:00.000Z',
  file_name: 'misty-blue-mountain-ridges-at-dawn-large.jpg',
  licence_id: 9,
  redownload,
  downloads_left: downloadsLeft,
});

function stubFile(answers: Parameters<typeof stubApi>[0]) {
  return stubApi({
    '/file': { data: { file: FILE } },
    '/similar/files': { data: { files: [] } },
    '/file/related/keywords': { data: { keywords: [] } },
    '/licence/tiers': { data: licenceTiers() },
    '/buyer/file/download/status': { data: { state: 'ready', progress: 100 } },
    ...answers,
  });
}

const formats = () => screen.findByRole('region', { name: 'Licence and download' });

describe('downloads on the file page', { timeout: 15_000 }, () => {
  it('sends a signed-out visitor to sign in, and back to this file after', async () => {
    const mock = stubFile({});
    renderRoute(PATH);
    const region = await formats();
    expect(within(region).getByRole('link', { name: 'Sign in to download Large' })).toHaveAttribute(
      'href',
      `/buyer/login?next=${encodeURIComponent(PATH)}`,
    );
    expect(callsTo(mock, '/buyer/file/download')).toHaveLength(0);
  });

  it('licenses a format, hands the signed URL to the browser, and the downloads left drop at once', async () => {
    signInBuyer();
    let left = 42;
    const mock = stubFile({
      '/buyer/subscription/plan': () => envelopeResponse(200, status(subscription({ downloads_left: left }))),
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/download': () => {
        left = 41;
        return envelopeResponse(200, grant(41), 'Your download is ready.');
      },
    });
    renderRoute(PATH);
    const region = await formats();
    expect(await screen.findByRole('button', { name: 'Buyer: Ada Buyer 42 downloads left' })).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: `Download Large of ${FILE.title}` }));
    expect(await screen.findByText('Large downloaded. 41 downloads left.')).toBeInTheDocument();
    expect(clicked).toEqual([`${grant(41).url} as misty-blue-mountain-ridges-at-dawn-large.jpg`]);
    const [call] = mock.mock.calls.filter(([url]) => String(url).endsWith('/buyer/file/download'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ media_format_id: LARGE });
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer buyer-jwt');
    expect(await screen.findByRole('button', { name: 'Buyer: Ada Buyer 41 downloads left' })).toBeInTheDocument();
    // The file is now licensed: its formats say so.
    expect(await within(region).findByRole('button', { name: `Download again Large of ${FILE.title}` })).toBeInTheDocument();
  });

  it('shows "Preparing your file" with its progress while the size is rendered, and then downloads it', async () => {
    signInBuyer();
    const progress = [
      { state: 'preparing', progress: 0 },
      { state: 'preparing', progress: 40 },
      { state: 'ready', progress: 100 },
    ];
    const mock = stubFile({
      '/buyer/subscription/plan': { data: status(subscription({ downloads_left: 42 })) },
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/download': () => envelopeResponse(200, grant(41), 'Your download is ready.'),
      '/buyer/file/download/status': () => envelopeResponse(200, progress.length > 1 ? progress.shift() : progress[0]),
    });
    renderRoute(PATH);
    const region = await formats();
    await userEvent.setup().click(within(region).getByRole('button', { name: `Download Large of ${FILE.title}` }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Preparing your file… 0%');
    expect(await within(region).findByText('Preparing your file… 40%')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: `Download again Large of ${FILE.title}` })).toHaveTextContent('Preparing… 40%');
    expect(clicked).toEqual([]);
    expect(await screen.findByText('Large downloaded. 41 downloads left.')).toBeInTheDocument();
    expect(clicked).toEqual([`${grant(41).url} as misty-blue-mountain-ridges-at-dawn-large.jpg`]);
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
    const [asked] = callsTo(mock, '/buyer/file/download/status');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ licence_id: '9', media_format_id: String(LARGE) });
  });

  it("shows the server's message when the size could not be prepared, and starts no download", async () => {
    signInBuyer();
    const failed = 'We could not prepare this size of the file. Download it again to try once more, or choose another size.';
    stubFile({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/download': () => envelopeResponse(200, grant(41), 'Your download is ready.'),
      '/buyer/file/download/status': () => envelopeResponse(200, { state: 'failed', progress: 0 }, failed),
    });
    renderRoute(PATH);
    const region = await formats();
    await userEvent.setup().click(within(region).getByRole('button', { name: `Download Large of ${FILE.title}` }));
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('shows "Download again" for a file licensed before, and does not touch the quota', async () => {
    signInBuyer();
    stubFile({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/buyer/licences': { data: pageOf([licence(3, 42)]) },
      '/buyer/file/download': () => envelopeResponse(200, grant(42, true), 'You licensed this file before, so this download is free.'),
    });
    renderRoute(PATH);
    const region = await formats();
    const again = await within(region).findByRole('button', { name: `Download again Small of ${FILE.title}` });
    expect(within(region).getByText('You licensed this file: download it again for free.')).toBeInTheDocument();
    await userEvent.setup().click(again);
    expect(await screen.findByText('Small downloaded again: no download used.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buyer: Ada Buyer 42 downloads left' })).toBeInTheDocument();
  });

  it('shows the error message as a toast when a download fails (the spec)', async () => {
    signInBuyer();
    stubFile({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/download': () => envelopeResponse(404, null, 'This file is not available for download.'),
    });
    renderRoute(PATH);
    const region = await formats();
    await userEvent.setup().click(within(region).getByRole('button', { name: `Download Small of ${FILE.title}` }));
    expect(await screen.findByText('This file is not available for download.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('holds a place for each licence tier while the tiers load, then offers them', async () => {
    signInBuyer();
    let answerTiers: ((response: Response) => void) | undefined;
    stubFile({
      '/buyer/subscription/plan': { data: status(null) },
      '/buyer/licences': { data: pageOf([]) },
      '/licence/tiers': () => new Promise<Response>((resolve) => (answerTiers = resolve)),
    });
    renderRoute(PATH);
    const region = await formats();
    const picker = within(within(region).getByRole('group', { name: 'Licence' }));
    expect(picker.getByRole('status', { name: 'Loading licence tiers' }).children).toHaveLength(2);
    expect(picker.queryByRole('radio')).toBeNull();
    await vi.waitFor(() => expect(answerTiers).toBeDefined());
    answerTiers?.(envelopeResponse(200, licenceTiers()));
    expect(await picker.findByRole('radio', { name: /Standard licence/ })).toBeChecked();
    expect(picker.getByRole('radio', { name: /Enhanced licence/ })).not.toBeChecked();
    expect(picker.queryByRole('status')).toBeNull();
  });

  it('offers a buyer without a plan this file alone at the chosen tier, and the plans', async () => {
    signInBuyer();
    stubFile({ '/buyer/subscription/plan': { data: status(null) }, '/buyer/licences': { data: pageOf([]) } });
    renderRoute(PATH);
    const region = await formats();
    expect(await within(region).findByText(/Buy this file alone, or choose a plan/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/buyer/subscription-plan');
    const buy = await within(region).findByRole('button', { name: `Buy Large of ${FILE.title} with the Standard licence` });
    // The price comes with the licence tiers' answer, which may arrive after the button.
    await vi.waitFor(() => expect(buy).toHaveTextContent('Buy $15.00'));
    await userEvent.setup().click(within(region).getByRole('radio', { name: /Enhanced licence/ }));
    expect(within(region).getByRole('button', { name: `Buy Large of ${FILE.title} with the Enhanced licence` })).toHaveTextContent(
      'Buy $69.00',
    );
  });

  it("when the quota is used up, says the server's reason and offers this file alone", async () => {
    signInBuyer();
    const reason =
      'You have used all 50 downloads of this period. They renew on 2026-12-02; upgrade or buy a download pack to download now.';
    stubFile({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/download': () => envelopeResponse(403, null, reason),
    });
    renderRoute(PATH);
    const region = await formats();
    await userEvent.setup().click(within(region).getByRole('button', { name: `Download Large of ${FILE.title}` }));
    await waitFor(() => expect(within(region).getByRole('note')).toHaveTextContent(reason));
    expect(within(region).getByRole('button', { name: `Buy Small of ${FILE.title} with the Standard licence` })).toBeInTheDocument();
  });

  it('buys the file at Enhanced with the test card: the server prices the order, then the file downloads', async () => {
    signInBuyer();
    const pending = order(77, {
      kind: 'file',
      status: 'pending',
      plan_id: null,
      plan_variant_id: null,
      lines: [
        { kind: 'item', description: 'Misty blue mountain ridges at dawn (Large), Enhanced licence', amount_cents: 6900 },
        { kind: 'tax', description: 'Sales tax 10%', amount_cents: 690 },
      ],
      subtotal_cents: 6900,
      tax_cents: 690,
      total_cents: 7590,
      invoice_id: null,
      invoice_number: null,
      paid_at: null,
    });
    const payment = {
      provider: 'test',
      test_mode: true,
      notice: 'Test mode',
      payment_id: 'test_pay_1',
      publishable_key: null,
      status: 'requires_payment',
    };
    const mock = stubFile({
      '/buyer/subscription/plan': { data: status(null) },
      '/buyer/licences': { data: pageOf([]) },
      '/buyer/file/checkout': { data: { order: pending, payment } },
      '/buyer/order/pay/test-card': { data: { order: { ...pending, status: 'paid' }, payment: { ...payment, status: 'succeeded' } } },
      '/buyer/file/download': { data: grant(0, true) },
    });
    renderRoute(PATH);
    const region = await formats();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('radio', { name: /Enhanced licence/ }));
    await user.click(within(region).getByRole('button', { name: `Buy Large of ${FILE.title} with the Enhanced licence` }));
    const pay = await within(region).findByRole('region', { name: 'Pay for this licence' });
    expect(pay).toHaveTextContent('Total$75.90');
    const body = JSON.parse(String(mock.mock.calls.find(([input]) => String(input).includes('/buyer/file/checkout'))?.[1]?.body));
    expect(body).toEqual({ media_format_id: LARGE, tier: 'enhanced', idempotency_key: expect.any(String) });
    const form = within(pay).getByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.type(within(form).getByLabelText('Name on card'), 'Ada Buyer');
    await user.click(within(form).getByRole('button', { name: 'Pay $75.90' }));
    await waitFor(() => expect(clicked).toEqual([`${grant(0).url} as ${grant(0).file_name}`]));
    expect(await screen.findByText('Licence bought. Your download starts now.')).toBeInTheDocument();
  });
});
