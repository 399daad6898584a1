import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category, fileSummary } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const NATURE = category(10, { name: 'Nature & Landscapes', slug: 'nature-landscapes', parent_id: null, file_count: 165 });
const SUBCATEGORIES = [category(11), category(12, { name: 'Seas & Coasts', slug: 'seas-coasts', file_count: 45 })];

describe('category page', () => {
  it('shows the category, its subcategories as chips, its files and pages', async () => {
    const mock = stubApi({
      '/files/by/category': {
        data: {
          results: [fileSummary(1), fileSummary(2)],
          totalCount: 165,
          total_pages: 4,
          page_no: 2,
          limit: 48,
          category: NATURE,
          parent: null,
        },
      },
      '/categories': { data: { categories: SUBCATEGORIES } },
    });
    renderRoute('/category/nature-landscapes?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nature & Landscapes images' })).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(mock, '/files/by/category')[0]?.searchParams ?? [])).toEqual({
      category: 'nature-landscapes',
      type: 'IMAGE',
      page_no: '2',
    });
    const chips = await screen.findByRole('list', { name: 'Subcategories' });
    expect(within(chips).getByRole('link', { name: /Seas & Coasts/ })).toHaveAttribute('href', '/category/seas-coasts');
    expect(callsTo(mock, '/categories')[0]?.searchParams.get('parent_id')).toBe('10');
    expect(within(screen.getByRole('list', { name: 'Nature & Landscapes images' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/nature-landscapes?page=3');
  });

  it('shows a not-found page for a category that does not exist', async () => {
    stubApi({ '/files/by/category': () => envelopeResponse(404, null, 'This category does not exist.') });
    renderRoute('/category/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'This category is not available' })).toBeInTheDocument();
  });

  it('says so when a category has no files yet', async () => {
    stubApi({
      '/files/by/category': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 48, category: NATURE, parent: null } },
      '/categories': { data: { categories: [] } },
    });
    renderRoute('/category/nature-landscapes');
    expect(await screen.findByText('No images in this category yet')).toBeInTheDocument();
  });

  it('takes an old address of a renamed category to its new one, keeping the query', async () => {
    const mock = stubApi({
      '/files/by/category': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 48, category: NATURE, parent: null } },
      '/categories': { data: { categories: [] } },
    });
    const { router } = renderRoute('/category/nature?type=IMAGE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nature & Landscapes images' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/category/nature-landscapes?type=IMAGE');
    expect(callsTo(mock, '/files/by/category').map((url) => url.searchParams.get('category'))).toContain('nature');
  });
});
