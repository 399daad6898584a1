import type { BlogTranslation } from '@stock/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { ADMIN_CATEGORIES, adminPost, requestBodies, signInAdmin } from './admin-blog-fixtures';

beforeAll(() => import('./AdminBlogPages'), 30_000);
beforeEach(() => signInAdmin(localStorage, SESSION_KEYS.admin));
afterEach(() => vi.unstubAllGlobals());

const GERMAN: BlogTranslation = {
  lang: 'de',
  title: 'Lizenzen einfach erklärt',
  excerpt: 'Standard oder erweitert?',
  body_markdown: '## Standard\n\nDie meisten Nutzungen.',
  body_html: '<h2>Standard</h2><p>Die meisten Nutzungen.</p>',
  updated_at: '2026-11-20T09:00:00.000Z',
};

function translationApi() {
  let translations: BlogTranslation[] = [GERMAN];
  const mock = stubApi({
    '/admin/blogs/categories': { data: { categories: ADMIN_CATEGORIES } },
    '/admin/blogs/preview': () => envelopeResponse(200, { body_html: '<p>Hello</p>' }),
    '/admin/blogs/12': { data: { blog: adminPost(12, { title: 'Licensing explained' }) } },
    '/admin/blogs/12/translations': () => envelopeResponse(200, { translations }),
    '/admin/blogs/12/translations/ja': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      const saved = { ...GERMAN, lang: 'ja' as const, title: body.title, excerpt: body.excerpt, body_markdown: body.body_markdown };
      translations = [...translations, saved];
      return envelopeResponse(200, { translation: saved }, 'The translation is saved.');
    },
    '/admin/blogs/12/translations/de': () => {
      translations = translations.filter((translation) => translation.lang !== 'de');
      return envelopeResponse(200, null, 'The translation is removed.');
    },
  });
  return mock;
}

const panel = () => within(screen.getByRole('region', { name: 'Translations' }));

describe('translating an article in the editor', () => {
  it('adds a Japanese translation, refusing it without title or text first', async () => {
    const mock = translationApi();
    renderRoute('/admin/blogs/12');
    const tabs = await screen.findByRole('tablist', { name: 'Translation language' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Deutsch/ })).toHaveTextContent('translated'));
    expect(within(tabs).getByRole('tab', { name: '日本語' })).not.toHaveTextContent('translated');
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: '日本語' }));
    const form = within(panel().getByRole('form', { name: '日本語 translation' }));
    await user.click(form.getByRole('button', { name: 'Save translation' }));
    expect(form.getByText('Give the translation a title.')).toBeInTheDocument();
    expect(form.getByText('Write the translated text.')).toBeInTheDocument();
    expect(requestBodies(mock, '/admin/blogs/12/translations/ja', 'PUT')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Translated title'), { target: { value: 'ライセンスの説明' } });
    fireEvent.change(form.getByLabelText(/Translated excerpt/), { target: { value: '標準か拡張か。' } });
    fireEvent.change(form.getByLabelText('Translated text'), { target: { value: '## 標準\n\nほとんどの用途。' } });
    await user.click(form.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('The translation is saved.')).toBeInTheDocument();
    expect(JSON.parse(String(requestBodies(mock, '/admin/blogs/12/translations/ja', 'PUT')[0]))).toEqual({
      title: 'ライセンスの説明',
      excerpt: '標準か拡張か。',
      body_markdown: '## 標準\n\nほとんどの用途。',
    });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /日本語/ })).toHaveTextContent('translated'));
  }, 15_000);

  it('shows the German translation to change, and removes it', async () => {
    const mock = translationApi();
    renderRoute('/admin/blogs/12');
    const tabs = await screen.findByRole('tablist', { name: 'Translation language' });
    const user = userEvent.setup();
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Deutsch/ })).toHaveTextContent('translated'));
    await user.click(within(tabs).getByRole('tab', { name: /Deutsch/ }));
    const form = within(panel().getByRole('form', { name: 'Deutsch translation' }));
    expect(form.getByLabelText('Translated title')).toHaveValue('Lizenzen einfach erklärt');
    expect(form.getByLabelText('Translated text')).toHaveValue('## Standard\n\nDie meisten Nutzungen.');
    await user.click(form.getByRole('button', { name: 'Remove translation' }));
    expect(await screen.findByText('The translation is removed.')).toBeInTheDocument();
    expect(requestBodies(mock, '/admin/blogs/12/translations/de', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Deutsch/ })).not.toHaveTextContent('translated'));
    expect(form.getByLabelText('Translated title')).toHaveValue('');
  }, 15_000);

  it('offers no translations before a new article is saved', async () => {
    translationApi();
    renderRoute('/admin/blogs/new');
    await screen.findByRole('form', { name: /article/ });
    expect(screen.queryByRole('region', { name: 'Translations' })).not.toBeInTheDocument();
  }, 15_000);
});
