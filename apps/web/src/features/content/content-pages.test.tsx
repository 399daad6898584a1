import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config';
import { renderRoute } from '../../test/render-route';

const PAGES = [
  { path: '/our-story', title: 'Our Story' },
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/buyer/privacy-and-policy', title: 'Privacy Policy' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
  { path: '/buyer/faq', title: 'Frequently Asked Questions' },
  { path: '/sell-your-content', title: 'Sell Your Content' },
  { path: '/reseller', title: 'Reseller Programme' },
  { path: '/referral-customers', title: 'Referral Customers' },
  { path: '/model', title: 'Modelling Assignment' },
];

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('content pages', () => {
  it.each(PAGES)('$path renders $title with real content inside the site frame', async ({ path, title }) => {
    const { container } = renderRoute(path);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);

    // Only the page itself counts: the header and footer sit outside <main>.
    const main = container.querySelector('main');
    expect(main).not.toBeNull();
    const text = main?.textContent ?? '';
    expect(countWords(text)).toBeGreaterThanOrEqual(350);
    expect(text).toContain(siteConfig.brand);

    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });
});
