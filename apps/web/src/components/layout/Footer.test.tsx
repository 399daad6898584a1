import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';

const fetchMock = vi.fn<typeof fetch>();

function envelope(statusCode: number, message: string, data: unknown = null) {
  return new Response(JSON.stringify({ status: statusCode < 400, status_code: statusCode, statusCode, message, data }), {
    status: statusCode,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderFooter() {
  // A page that calls no API of its own, so the only request is the sign-up under test.
  renderRoute('/our-story');
  const footer = await screen.findByTestId('site-footer');
  const form = within(footer).getByRole('form', { name: 'Newsletter sign-up' });
  return {
    footer,
    input: within(form).getByLabelText('E-mail address') as HTMLInputElement,
    button: within(form).getByRole('button'),
  };
}

describe('footer content', () => {
  it('has the spec links, labels, contacts, social links and copyright', async () => {
    const { footer, input } = await renderFooter();
    const hrefOf = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Pricing')).toBe('/buyer/subscription-plan');
    expect(hrefOf('Modelling Assignment')).toBe('/model');
    const paths = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/our-story',
      '/terms-of-use',
      '/buyer/privacy-and-policy',
      '/cookie-policy',
      '/buyer/blogs',
      '/buyer/faq',
      '/buyer/subscription-plan',
      '/sell-your-content',
      '/contributor/login',
      '/reseller',
      '/referral-customers',
      '/model',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('tel:+14155550134');
    expect(paths).toContain('mailto:support@lumora.example');

    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(footer).getByText('© 2025 Lumora. All rights reserved.')).toBeInTheDocument();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });
});

describe('newsletter sign-up', () => {
  it.each([
    ['empty', ''],
    ['malformed', 'not-an-address'],
    ['missing a domain', 'ada@'],
  ])('shows "Invalid Email ID" for an %s address and sends nothing', async (_case, value) => {
    const user = userEvent.setup();
    const { input, button } = await renderFooter();
    if (value) await user.type(input, value);
    await user.click(button);
    expect(await screen.findByText('Invalid Email ID')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lower-cased address, reads "Subscribing..." while sending, toasts the answer, then clears after a second', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { input, button } = await renderFooter();
    await user.type(input, ' Ada@Example.COM ');
    await user.click(button);

    expect(button).toHaveTextContent('Subscribing...');
    expect(button).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contributor/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });

    await act(async () => answer(envelope(200, 'Thank you for subscribing!')));
    const answeredAt = performance.now();
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(button).toHaveTextContent('Subscribe');
    expect(button).toBeEnabled();
    expect(input).toHaveValue('Ada@Example.COM');
    await waitFor(() => expect(input).toHaveValue(''), { timeout: 2000 });
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(950);
  });

  it("shows the server's message when the server refuses", async () => {
    fetchMock.mockResolvedValue(envelope(429, 'Too many requests. Please wait 1 minute and try again.'));
    const user = userEvent.setup();
    const { input, button } = await renderFooter();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByText('Too many requests. Please wait 1 minute and try again.')).toBeInTheDocument();
  });

  it("shows the error's text when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const { input, button } = await renderFooter();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it('shows toasts top-centre', async () => {
    const user = userEvent.setup();
    const { button } = await renderFooter();
    await user.click(button);
    const toast = await screen.findByText('Invalid Email ID');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
  });
});

describe('where the footer shows', () => {
  it.each(['/contributor/login', '/contributor/dashboard', '/buyer/contributor-guide'])('is hidden on %s', async (path) => {
    renderRoute(path);
    await screen.findByRole('banner');
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it.each(['/', '/our-story-missing', '/buyer/blogs'])('is shown on %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
  });
});

describe('scroll-to-top button', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };

  it('appears only once the page is scrolled more than 100 px, and scrolls to the top', async () => {
    const scrollSpy = vi.fn();
    vi.stubGlobal('scrollTo', scrollSpy);
    await renderFooter();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(101);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    fireEvent.click(button);
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument());
  });
});
