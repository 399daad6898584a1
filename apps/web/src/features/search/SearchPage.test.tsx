import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileSummary, searchResults, videoSummary } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const FILES = Array.from({ length: 12 }, (_, i) => fileSummary(100 + i));

function renderSearch(path: string, results = searchResults(FILES, { totalCount: 1234, total_pages: 26, query: 'mountains' })) {
  // The stub answers with the page that was asked for, as the API does.
  const mock = stubApi({
    '/fetch': (url) => envelopeResponse(200, { ...results, page_no: Number(url.searchParams.get('page_no')) }),
  });
  return { mock, ...renderRoute(path) };
}

const lastFetch = (mock: ReturnType<typeof stubApi>) => callsTo(mock, '/fetch').at(-1) as URL;
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

describe('search page', () => {
  it('shows every tile of a full page of 48 results, including those built after the first screenfuls', async () => {
    const page = Array.from({ length: 48 }, (_, i) => fileSummary(300 + i));
    renderSearch('/search?q=mountains', searchResults(page, { totalCount: 48, total_pages: 1, query: 'mountains' }));
    const grid = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(48));
    const links = within(grid)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/file/'))).toHaveLength(48);
  });

  it('asks /api/fetch for exactly what the page URL says, in both list spellings', async () => {
    const { mock } = renderSearch(
      '/search?q=misty%20mountains&orientation=vertical&orientation[1]=square&color=blue&age_group[0]=adult&people=1&min_megapixels=12&uploaded_within=week&safe_search=false&sort=newest&page=3&category_id=11',
    );
    await screen.findByRole('list', { name: 'Search results' });
    const params = lastFetch(mock).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      query: 'misty mountains',
      type: 'IMAGE',
      sort: 'newest',
      page_no: '3',
      limit: '48',
      category_id: '11',
      'orientation[0]': 'vertical',
      'orientation[1]': 'square',
      'color[0]': 'blue',
      'age_group[0]': 'adult',
      people: '1',
      min_megapixels: '12',
      uploaded_within: 'week',
      safe_search: 'false',
    });
  });

  it('sends video filters only for videos, and ignores values the API would refuse', async () => {
    const { mock } = renderSearch(
      '/search?q=ocean&type=video&resolution=4k&min_duration=10&max_duration=30&fps=25&min_megapixels=24&orientation=diagonal&color=beige',
    );
    await screen.findByRole('list', { name: 'Search results' });
    expect(Object.fromEntries(lastFetch(mock).searchParams)).toEqual({
      query: 'ocean',
      type: 'VIDEO',
      sort: 'relevance',
      page_no: '1',
      limit: '48',
      resolution: '4k',
      min_duration: '10',
      max_duration: '30',
      fps: '25',
    });
  });

  it('shows the result count, the facet counts and a tile per file linking to its page', async () => {
    renderSearch('/search?q=mountains');
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByText('1,234 results')).toBeInTheDocument();
    expect(within(grid).getAllByRole('link')).toHaveLength(12);
    const first = within(grid).getAllByRole('link')[0] as HTMLElement;
    expect(first).toHaveAttribute('href', `/file/100-${FILES[0]?.slug}`);
    const image = within(first).getByRole('img', { name: FILES[0]?.title });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');

    const filters = sidebar();
    // Each choice's name keeps its count apart from its label.
    expect(within(filters).getByRole('checkbox', { name: 'Horizontal (150 files)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Seas & Coasts (45 files)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Images/ })).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: /Videos/ })).toHaveTextContent('3');
    expect(screen.getByRole('list', { name: 'Related searches' })).toHaveTextContent('fog');
  });

  it('puts a chosen filter, sort and page into the URL and searches again, starting from page 1', async () => {
    const user = userEvent.setup();
    const { mock, router } = renderSearch('/search?q=mountains&page=2');
    await screen.findByRole('list', { name: 'Search results' });

    await user.click(within(sidebar()).getByRole('checkbox', { name: /Vertical/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=mountains&orientation=vertical'));
    await waitFor(() => expect(lastFetch(mock).searchParams.get('orientation[0]')).toBe('vertical'));
    expect(lastFetch(mock).searchParams.get('page_no')).toBe('1');

    await user.click(within(sidebar()).getByRole('button', { name: 'Blue' }));
    expect(router.state.location.search).toBe('?q=mountains&orientation=vertical&color=blue');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    expect(router.state.location.search).toBe('?q=mountains&orientation=vertical&color=blue&sort=popular');
    await waitFor(() => expect(lastFetch(mock).searchParams.get('sort')).toBe('popular'));

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=mountains&orientation=vertical&color=blue&sort=popular&page=2');
    await waitFor(() => expect(lastFetch(mock).searchParams.get('page_no')).toBe('2'));

    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(/Previous/));
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('2')).toHaveAttribute('aria-current', 'page');

    // Back restores the previous search from the URL alone.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=mountains&orientation=vertical&color=blue&sort=popular');
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('1')).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('names the page after the chosen category when there are no words, and after the words when there are', async () => {
    renderSearch('/search?category_id=12', searchResults(FILES, { totalCount: 45, query: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seas & Coasts images' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Seas & Coasts images · /));
  });

  it('keeps the words as the heading when a category is chosen too', async () => {
    renderSearch('/search?q=mountains&category_id=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'mountains images' })).toBeInTheDocument();
  });

  it('switching to videos drops the image-only filters and the category', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/search?q=sea&min_megapixels=12&category_id=11&orientation=horizontal');
    await screen.findByRole('list', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: /Videos/ }));
    expect(router.state.location.search).toBe('?q=sea&orientation=horizontal&type=VIDEO');
  });

  it('says so when nothing matches, with a spelling suggestion and a way to drop the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      '/search?q=montains&color=pink',
      searchResults([], { did_you_mean: 'mountains', related_keywords: [], query: 'montains' }),
    );
    expect(await screen.findByText('No results for “montains”')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('link', { name: 'mountains' })).toHaveAttribute('href', '/search?q=mountains');
    await user.click(within(results).getByRole('button', { name: 'Remove all filters' }));
    expect(router.state.location.search).toBe('?q=montains');
  });

  it('shows an error with a retry when the search fails, and the results once the retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({ '/fetch': () => (fail ? envelopeResponse(500, null, 'Server error') : envelopeResponse(200, searchResults(FILES))) });
    renderRoute('/search?q=mountains');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load the results');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('marks videos with their duration', async () => {
    renderSearch('/search?type=VIDEO', searchResults([videoSummary(9)]));
    const grid = await screen.findByRole('list', { name: 'Search results' });
    expect(within(grid).getByRole('link')).toHaveTextContent('Video, 0:08');
  });
});
