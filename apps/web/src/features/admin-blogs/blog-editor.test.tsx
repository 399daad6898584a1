import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { ADMIN_CATEGORIES, adminPost, requestBodies, signInAdmin } from './admin-blog-fixtures';

// The pages' chunk compiles on its first import; doing that before the tests keeps it out of their time limits.
beforeAll(() => import('./AdminBlogPages'), 30_000);
beforeEach(() => signInAdmin(localStorage, SESSION_KEYS.admin));
afterEach(() => vi.unstubAllGlobals());

const IMAGE = { url: '/media/blog/2026/11/0123456789abcdef0123.webp', width: 1600, height: 1067 };
const json = (body: BodyInit | null | undefined) => JSON.parse(String(body));

function editorApi(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/admin/blogs/categories': { data: { categories: ADMIN_CATEGORIES } },
    '/admin/blogs/preview': () => envelopeResponse(200, { body_html: '<h2>Copy space</h2><p>Leave room for the words.</p>' }),
    '/admin/blogs/images': () =>
      envelopeResponse(200, { image: { ...IMAGE, markdown: `![harbour](${IMAGE.url})` } }, 'The image is uploaded.'),
    ...extra,
  });
}

const form = () => within(screen.getByRole('form', { name: /article/ }));
const formShown = () => screen.findByRole('form', { name: /article/ });

describe('writing a new article', () => {
  it('previews the text as the server renders it, then publishes it and opens it for editing', async () => {
    const mock = editorApi({
      '/admin/blogs': () => envelopeResponse(200, { blog: adminPost(77, { title: 'Hero images that work' }) }, 'The article is saved.'),
      '/admin/blogs/77': { data: { blog: adminPost(77, { title: 'Hero images that work' }) } },
    });
    const { router } = renderRoute('/admin/blogs/new');
    await formShown();
    const user = userEvent.setup();
    await user.type(await form().findByLabelText('Title'), 'Hero images that work');
    expect(form().getByText('/buyer/blogs/hero-images-that-work (made from the title)')).toBeInTheDocument();
    fireEvent.change(form().getByLabelText(/Excerpt/), { target: { value: 'Where the words go.' } });
    fireEvent.change(form().getByLabelText(/Category/), { target: { value: 'Design tips' } });
    fireEvent.change(form().getByLabelText(/Tags/), { target: { value: 'hero, landing page, hero' } });
    await user.click(form().getByLabelText('For contributors'));
    fireEvent.change(form().getByLabelText('Text'), { target: { value: '## Copy space\n\nLeave room for the words.' } });

    const preview = await screen.findByRole('article', { name: 'Article preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Copy space' })).toBeInTheDocument());
    expect(within(preview).getByRole('heading', { level: 1, name: 'Hero images that work' })).toBeInTheDocument();
    expect(json(requestBodies(mock, '/admin/blogs/preview', 'POST').at(-1))).toEqual({
      body_markdown: '## Copy space\n\nLeave room for the words.',
    });

    await user.click(form().getByLabelText(/Publish now/));
    await user.click(form().getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The article is saved.')).toBeInTheDocument();
    expect(json(requestBodies(mock, '/admin/blogs', 'POST')[0])).toEqual({
      audience: 'contributors',
      title: 'Hero images that work',
      excerpt: 'Where the words go.',
      body_markdown: '## Copy space\n\nLeave room for the words.',
      cover_url: null,
      category: 'Design tips',
      tags: ['hero', 'landing page'],
      status: 'published',
      publish_at: null,
      seo_title: null,
      seo_description: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs/77'));
  }, 15_000);

  it('refuses to send an article without title or text, or scheduled in the past', async () => {
    const mock = editorApi();
    renderRoute('/admin/blogs/new');
    await formShown();
    const user = userEvent.setup();
    await user.click(await form().findByLabelText(/Schedule/));
    fireEvent.change(form().getByLabelText('Publish on'), { target: { value: '2020-01-01T10:00' } });
    await user.click(form().getByRole('button', { name: 'Schedule' }));
    expect(await form().findByText('Give the article a title.')).toBeInTheDocument();
    expect(form().getByText('Write the article before saving it.')).toBeInTheDocument();
    expect(form().getByText('Choose a time in the future.')).toBeInTheDocument();
    expect(form().getByLabelText('Title')).toHaveFocus();
    expect(requestBodies(mock, '/admin/blogs', 'POST')).toHaveLength(0);
  }, 15_000);

  it('schedules an article for the chosen local time', async () => {
    const mock = editorApi({
      '/admin/blogs': () => envelopeResponse(200, { blog: adminPost(78, { status: 'scheduled' }) }, 'The article is saved.'),
    });
    renderRoute('/admin/blogs/new');
    await formShown();
    const user = userEvent.setup();
    await user.type(await form().findByLabelText('Title'), 'Next week');
    fireEvent.change(form().getByLabelText('Text'), { target: { value: 'Soon.' } });
    await user.click(form().getByLabelText(/Schedule/));
    fireEvent.change(form().getByLabelText('Publish on'), { target: { value: '2999-03-04T09:30' } });
    await user.click(form().getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(requestBodies(mock, '/admin/blogs', 'POST')).toHaveLength(1));
    const sent = json(requestBodies(mock, '/admin/blogs', 'POST')[0]);
    expect(sent).toMatchObject({ status: 'scheduled', publish_at: new Date('2999-03-04T09:30').toISOString() });
  }, 15_000);
});

describe('what search engines show', () => {
  it('previews the search result, sends the search title and description, and holds back ones too long', async () => {
    const mock = editorApi({
      '/admin/blogs': () => envelopeResponse(200, { blog: adminPost(79) }, 'The article is saved.'),
    });
    renderRoute('/admin/blogs/new');
    await formShown();
    fireEvent.change(form().getByLabelText('Title'), { target: { value: 'Licensing, the long version' } });
    fireEvent.change(form().getByLabelText(/^Excerpt/), { target: { value: 'Every detail.' } });
    fireEvent.change(form().getByLabelText('Text'), { target: { value: 'Words.' } });
    const snippet = within(form().getByRole('figure', { name: 'Search result preview' }));
    expect(snippet.getByText(/Licensing, the long version · .* blog/)).toBeInTheDocument();
    expect(snippet.getByText('Every detail.')).toBeInTheDocument();
    expect(snippet.getByText(/\/buyer\/blogs\/licensing-the-long-version$/)).toBeInTheDocument();

    fireEvent.change(form().getByLabelText(/^Search title/), { target: { value: 'x'.repeat(71) } });
    fireEvent.change(form().getByLabelText(/^Search description/), { target: { value: 'Standard or extended, simply.' } });
    expect(snippet.getByText('Standard or extended, simply.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(form().getByRole('button', { name: 'Save draft' }));
    expect(await form().findByText('Keep the search title to 70 characters.')).toBeInTheDocument();
    expect(requestBodies(mock, '/admin/blogs', 'POST')).toHaveLength(0);

    fireEvent.change(form().getByLabelText(/^Search title/), { target: { value: ' Stock licences explained ' } });
    expect(snippet.getByText('Stock licences explained')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requestBodies(mock, '/admin/blogs', 'POST')).toHaveLength(1));
    expect(json(requestBodies(mock, '/admin/blogs', 'POST')[0])).toMatchObject({
      status: 'draft',
      seo_title: 'Stock licences explained',
      seo_description: 'Standard or extended, simply.',
    });
  }, 15_000);
});

describe('leaving with unsaved changes', () => {
  it('asks before leaving, stays when asked to, and leaves when told to', async () => {
    editorApi({ '/admin/blogs': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 20 } } });
    const { router } = renderRoute('/admin/blogs/new');
    await formShown();
    const user = userEvent.setup();
    fireEvent.change(form().getByLabelText('Title'), { target: { value: 'Half a thought' } });
    await user.click(screen.getByRole('link', { name: '← All articles' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep writing' }));
    expect(router.state.location.pathname).toBe('/admin/blogs/new');
    expect(form().getByLabelText('Title')).toHaveValue('Half a thought');

    await user.click(screen.getByRole('link', { name: '← All articles' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and lose changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
  }, 15_000);

  it('does not ask when nothing changed', async () => {
    editorApi({ '/admin/blogs': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 20 } } });
    const { router } = renderRoute('/admin/blogs/new');
    await formShown();
    await userEvent.setup().click(screen.getByRole('link', { name: '← All articles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }, 15_000);
});

describe('pictures in an article', () => {
  it('uploads a chosen picture and puts its Markdown where the cursor is, on its own line', async () => {
    const mock = editorApi();
    renderRoute('/admin/blogs/new');
    await formShown();
    const text = await form().findByLabelText('Text');
    fireEvent.change(text, { target: { value: 'First paragraph.\nSecond paragraph.' } });
    (text as HTMLTextAreaElement).setSelectionRange(16, 16);
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'harbour.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]:not([aria-labelledby])');
    await userEvent.setup().upload(input as HTMLInputElement, picture);
    await waitFor(() => expect(text).toHaveValue(`First paragraph.\n\n![harbour](${IMAGE.url})\n\nSecond paragraph.`));
    expect(await screen.findByText('The image is uploaded and added to the text.')).toBeInTheDocument();
    const sent = requestBodies(mock, '/admin/blogs/images', 'POST')[0] as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('image') as File).name).toBe('harbour.png');
  }, 15_000);

  it('uploads a picture dropped on the text, and refuses a file that is not a picture without sending it', async () => {
    const mock = editorApi();
    renderRoute('/admin/blogs/new');
    await formShown();
    const text = await form().findByLabelText('Text');
    const pdf = new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' });
    fireEvent.drop(text, { dataTransfer: { files: [pdf], types: ['Files'] } });
    expect(await screen.findByText('"terms.pdf" is not a picture: choose a JPEG, PNG, WebP, GIF, AVIF or TIFF file.')).toBeInTheDocument();
    expect(requestBodies(mock, '/admin/blogs/images', 'POST')).toHaveLength(0);

    const photo = new File([new Uint8Array([255, 216, 255])], 'dawn.jpg', { type: 'image/jpeg' });
    fireEvent.drop(text, { dataTransfer: { files: [photo], types: ['Files'] } });
    await waitFor(() => expect(text).toHaveValue(`![harbour](${IMAGE.url})\n`));
  }, 15_000);

  it('shows the server refusal of a picture as a toast and leaves the text alone', async () => {
    editorApi({
      '/admin/blogs/images': () => envelopeResponse(400, null, 'The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.'),
    });
    renderRoute('/admin/blogs/new');
    await formShown();
    const text = await form().findByLabelText('Text');
    fireEvent.change(text, { target: { value: 'Words.' } });
    fireEvent.drop(text, { dataTransfer: { files: [new File(['x'], 'fake.png', { type: 'image/png' })], types: ['Files'] } });
    expect(await screen.findByText('The image must be a JPEG, PNG, WebP, GIF, AVIF or TIFF picture.')).toBeInTheDocument();
    expect(text).toHaveValue('Words.');
  }, 15_000);

  it('uploads a cover image and shows it in the preview', async () => {
    editorApi();
    renderRoute('/admin/blogs/new');
    await formShown();
    await form().findByLabelText('Title');
    const cover = document.querySelector<HTMLInputElement>('input[type="file"][aria-labelledby]');
    await userEvent.setup().upload(cover as HTMLInputElement, new File([new Uint8Array([1])], 'cover.png', { type: 'image/png' }));
    expect(await form().findByRole('img', { name: 'Cover' })).toHaveAttribute('src', IMAGE.url);
    expect(form().getByRole('button', { name: 'Remove cover' })).toBeInTheDocument();
  }, 15_000);
});

describe('changing an article', () => {
  it('loads it, keeps its publish date and address, and shows an address conflict under the field', async () => {
    const saved = adminPost(12, { title: 'Licensing explained', body_markdown: '## Standard\n\nMost uses.' });
    let conflict = true;
    const mock = editorApi({
      '/admin/blogs/12': (_url, init) => {
        if (init?.method !== 'PUT') return envelopeResponse(200, { blog: saved });
        if (conflict) return envelopeResponse(409, null, 'Another buyers article already uses the address "licensing-explained".');
        return envelopeResponse(200, { blog: saved }, 'The article is saved.');
      },
    });
    renderRoute('/admin/blogs/12');
    await formShown();
    const user = userEvent.setup();
    expect(await form().findByLabelText('Title')).toHaveValue('Licensing explained');
    expect(form().getByLabelText('Text')).toHaveValue('## Standard\n\nMost uses.');
    expect(form().getByLabelText(/Publish now/)).toBeChecked();
    await user.click(form().getByRole('button', { name: 'Update' }));
    expect(await form().findByText('Another buyers article already uses the address "licensing-explained".')).toBeInTheDocument();
    expect(form().getByLabelText(/Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(json(requestBodies(mock, '/admin/blogs/12', 'PUT')[0])).toMatchObject({
      slug: 'licensing-explained',
      status: 'published',
      publish_at: '2026-11-19T09:00:00.000Z',
    });
    conflict = false;
    fireEvent.change(form().getByLabelText(/Address/), { target: { value: 'licensing-in-plain-words' } });
    await user.click(form().getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The article is saved.')).toBeInTheDocument();
    expect(json(requestBodies(mock, '/admin/blogs/12', 'PUT')[1]).slug).toBe('licensing-in-plain-words');
  }, 15_000);

  it('deletes the article after confirming and goes back to the list', async () => {
    const mock = editorApi({
      '/admin/blogs': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 20 } },
      '/admin/blogs/12': (_url, init) =>
        init?.method === 'DELETE' ? envelopeResponse(200, null, 'The article is deleted.') : envelopeResponse(200, { blog: adminPost(12) }),
    });
    const { router } = renderRoute('/admin/blogs/12');
    await formShown();
    const user = userEvent.setup();
    await user.click(await form().findByRole('button', { name: 'Delete article' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    expect(await screen.findByText('The article is deleted.')).toBeInTheDocument();
    expect(requestBodies(mock, '/admin/blogs/12', 'DELETE')).toHaveLength(1);
  }, 15_000);

  it('says so when the article does not exist', async () => {
    editorApi();
    renderRoute('/admin/blogs/987654');
    expect(await screen.findByRole('heading', { name: 'This article does not exist' })).toBeInTheDocument();
  }, 15_000);
});
