import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category, fileSummary, searchResults, videoSummary } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const paged = (results: unknown[]) => ({ results, totalCount: results.length, total_pages: 1, page_no: 1, limit: 16 });

describe('home page', () => {
  it('fills the page with trending searches, popular files, categories, new files and collections', async () => {
    const mock = stubApi({
      '/trending/keyword': { data: { trendingKeywords: [{ keyword: 'northern lights', searches: 90 }] } },
      '/files/popular': () =>
        envelopeResponse(200, paged([fileSummary(1, { title: 'Popular ridge' }), videoSummary(2, { title: 'Popular zoom' })])),
      '/fetch': { data: searchResults([fileSummary(3, { title: 'Brand new gradient' })]) },
      '/home/categories': () =>
        envelopeResponse(200, {
          categories: [
            category(10, { name: 'Nature & Landscapes', slug: 'nature-landscapes', parent_id: null, cover: fileSummary(4) }),
            category(11, { name: 'Food & Drink', slug: 'food-drink', parent_id: null, file_count: 1 }),
            category(20, { name: 'Abstract Motion', slug: 'abstract-motion', type: 'VIDEO', parent_id: null, file_count: 8 }),
          ],
        }),
      '/collections': {
        data: {
          collections: [
            {
              collection_id: 5,
              collection_name: 'Blue hour',
              name: 'Blue hour',
              slug: 'blue-hour',
              description: 'Cities and hills after sunset.',
              file_count: 24,
              covers: [fileSummary(6)],
            },
          ],
        },
      },
    });
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'northern lights' })).toHaveAttribute('href', '/search?q=northern%20lights');
    expect(await screen.findByRole('list', { name: 'Popular images' })).toBeInTheDocument();
    const newest = await screen.findByRole('list', { name: 'Just added' });
    expect(within(newest).getByRole('link', { name: 'Brand new gradient' })).toHaveAttribute('href', '/file/3-brand-new-gradient');
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Nature & Landscapes/ })).toHaveAttribute('href', '/category/nature-landscapes');
    expect(within(categories).getByRole('link', { name: /Nature & Landscapes/ })).toHaveTextContent('120 images');
    expect(within(categories).getByRole('link', { name: /Food & Drink/ })).toHaveTextContent('1 image');
    expect(within(categories).getByRole('link', { name: /Food & Drink/ })).not.toHaveTextContent('1 images');
    expect(within(categories).getByRole('link', { name: /Abstract Motion/ })).toHaveAttribute(
      'href',
      '/category/abstract-motion?type=VIDEO',
    );
    expect(within(categories).getByRole('link', { name: /Abstract Motion/ })).toHaveTextContent('8 videos');
    expect(await screen.findByRole('link', { name: /Blue hour/ })).toHaveAttribute('href', '/collections/5-blue-hour');

    const types = callsTo(mock, '/files/popular').map((url) => url.searchParams.get('type'));
    expect(types.sort()).toEqual(['IMAGE', 'VIDEO']);
    expect(callsTo(mock, '/fetch')[0]?.searchParams.get('sort')).toBe('newest');
    // One call for the operator's arrangement of both types.
    expect(callsTo(mock, '/home/categories')).toHaveLength(1);
    // The buyer-facing promises stay below the catalogue.
    expect(screen.getByRole('heading', { name: 'Why buyers choose Lumora' })).toBeInTheDocument();
  });

  it('says when the catalogue has nothing to show yet, and offers a retry when a shelf fails', async () => {
    stubApi({
      '/trending/keyword': { data: { trendingKeywords: [] } },
      '/files/popular': { data: paged([]) },
      '/fetch': () => envelopeResponse(500, null, 'Server error'),
      '/home/categories': { data: { categories: [] } },
      '/collections': { data: { collections: [] } },
    });
    renderRoute('/');
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.getByText('No videos yet')).toBeInTheDocument();
    expect(await screen.findByText('No curated collections yet')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load just added.');
  });
});
