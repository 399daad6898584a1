import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const SUGGESTIONS = [
  { keyword_id: 1, keyword: 'mountains', file_count: 1200 },
  { keyword_id: 2, keyword: 'mountain lake', file_count: 310 },
  { keyword_id: 3, keyword: 'mountain road', file_count: 95 },
];

async function renderHeaderSearch() {
  const mock = stubApi({ '/keyword/suggestions': { data: { keywords: SUGGESTIONS } } });
  const utils = renderRoute('/our-story');
  await screen.findByRole('heading', { level: 1 });
  const input = utils.container.querySelector<HTMLInputElement>('#header-search');
  if (!input) throw new Error('the header search box is missing');
  return { mock, input, ...utils };
}

describe('search typeahead', () => {
  it('is a labelled combobox that asks for suggestions once typing pauses', async () => {
    const user = userEvent.setup();
    const { mock, input } = await renderHeaderSearch();
    expect(input).toHaveAccessibleName('Search photos and videos');
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'moun');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['mountains1,200', 'mountain lake310', 'mountain road95']);
    // One request for the pause, not one per key.
    const calls = callsTo(mock, '/keyword/suggestions');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('query')).toBe('moun');
  });

  it('moves through the options with the arrow keys and searches the highlighted one on Enter', async () => {
    const user = userEvent.setup();
    const { input, router } = await renderHeaderSearch();
    await user.type(input, 'moun');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    const [first, second, third] = within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Above the first option the highlight returns to the field itself.
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', third?.id);
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=mountain%20road');
    expect(input).toHaveValue('mountain road');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches what was typed when no option is highlighted', async () => {
    const user = userEvent.setup();
    const { input, router } = await renderHeaderSearch();
    await user.type(input, 'misty moun');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=misty%20moun'));
  });

  it('closes on Escape and reopens with the arrow key', async () => {
    const user = userEvent.setup();
    const { input } = await renderHeaderSearch();
    await user.type(input, 'moun');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('moun');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('searches an option that is clicked', async () => {
    const user = userEvent.setup();
    const { input, router } = await renderHeaderSearch();
    await user.type(input, 'moun');
    await user.click(await screen.findByRole('option', { name: /mountain lake/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=mountain%20lake'));
  });
});
