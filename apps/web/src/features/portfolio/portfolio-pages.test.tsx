import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { fileSummary } from '../../test/catalogue-fixtures';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const FILES = [fileSummary(1, { title: 'Misty ridge' }), fileSummary(2, { title: 'Golden sunset' })];
const PORTFOLIO = {
  user_id: 5,
  display_name: 'Cy Lens',
  slug: 'cy-lens-5',
  bio: 'Mountains at first light.',
  location: 'Porto',
  links: ['https://cy.example.com/'],
  avatar_url: null,
  cover: FILES[0],
  featured: [FILES[1]],
  counts: { files: 2, images: 2, videos: 0, downloads: 805, member_since: '2026-01-01T00:00:00.000Z' },
};
const PAGE = { results: FILES, totalCount: 60, total_pages: 2, page_no: 1, limit: 48, portfolio: PORTFOLIO };

afterEach(() => vi.unstubAllGlobals());

describe('portfolio pages', { timeout: 20_000 }, () => {
  it('shows the public portfolio with its counts, links, featured files, paging and the footer', async () => {
    const mock = stubApi({ '/portfolio': { data: PAGE } });
    renderRoute('/portfolio/cy-lens-5');
    expect(await screen.findByRole('heading', { name: 'Cy Lens', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Mountains at first light.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cy.example.com' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('805')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/portfolio/cy-lens-5?page=2');
    expect(callsTo(mock, '/portfolio')[0]?.searchParams.get('slug')).toBe('cy-lens-5');
    expect(callsTo(mock, '/portfolio')[0]?.searchParams.get('limit')).toBe('48');
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it('answers an unknown portfolio with a not-found page', async () => {
    stubApi({});
    renderRoute('/portfolio/nobody');
    expect(await screen.findByRole('heading', { name: 'This portfolio is not available' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lets the contributor pick a cover and featured files and save them with the bio', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    const mock = stubApi({
      '/contributor/portfolio': { data: PAGE },
      '/contributor/portfolio/update': { data: { portfolio: PORTFOLIO } },
    });
    renderRoute('/contributor/portfolio');
    const user = userEvent.setup();
    const bio = await screen.findByLabelText('Bio', { exact: false }, { timeout: 15_000 });
    await user.clear(bio);
    await user.type(bio, 'New bio');
    const covers = await screen.findAllByRole('radio', { name: 'Cover' });
    await user.click(covers[1] as HTMLElement);
    const featured = screen.getAllByRole('checkbox', { name: 'Featured' });
    await user.click(featured[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save portfolio' }));
    await waitFor(() => expect(callsTo(mock, '/contributor/portfolio/update')).toHaveLength(1));
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/portfolio/update'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      bio: 'New bio',
      location: 'Porto',
      links: ['https://cy.example.com/'],
      cover_media_id: 2,
      featured_media_ids: [2, 1],
    });
    expect(document.querySelector('footer')).toBeNull();
  });
});
