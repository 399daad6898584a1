import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

it("keeps the header's menu open when the first page's code arrives after it was opened", async () => {
  stubApi({});
  renderRoute('/our-story');
  // The page's code is still on its way; the header is already there to use.
  expect(screen.queryByRole('heading', { level: 1, name: 'Our Story' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById('mobile-menu')).toBeInTheDocument();
});
