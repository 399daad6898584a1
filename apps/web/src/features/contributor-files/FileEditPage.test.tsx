import type { CategoryTree } from '@stock/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category } from '../../test/catalogue-fixtures';
import { contributorFileDetail, modelRelease, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const TREE: CategoryTree[] = [
  {
    ...category(20, { name: 'Architecture', slug: 'architecture', parent_id: null }),
    children: [category(21, { name: 'Cities', slug: 'cities', parent_id: 20 })],
  },
  { ...category(30, { name: 'Nature', slug: 'nature', parent_id: null }), children: [category(31, { name: 'Mountains', parent_id: 30 })] },
  { ...category(40, { name: 'Motion', slug: 'motion', type: 'VIDEO', parent_id: null }), children: [] },
];

const draft = contributorFileDetail(7, {
  title: 'Harbour',
  keywords: ['harbour', 'boats', 'dusk'],
  category_id: null,
  category: null,
  can_submit: false,
});

function stubFile(file = draft, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/contributor/file': { data: { file } },
    '/all/categories': { data: { categories: TREE } },
    '/contributor/all/model_release': { data: { results: [modelRelease(3, { model_name: 'Ana Ruiz' })], totalCount: 1 } },
    '/contributor/keyword/suggestions': {
      data: {
        suggestions: [
          { keyword: 'harbour', source: 'title' },
          { keyword: 'sea', source: 'similar' },
          { keyword: 'pier', source: 'similar' },
        ],
      },
    },
    ...extra,
  });
}

const bodyOf = (mock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(mock.mock.calls.filter(([input]) => String(input).endsWith(path)).at(-1)?.[1]?.body));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// Typing into a form of this size takes seconds on a busy machine.
describe('file edit page', { timeout: 15_000 }, () => {
  it('adds keywords typed, pasted and suggested, picks a category, and submits the file for review', async () => {
    signInContributor();
    const mock = stubFile(draft, {
      '/contributor/file/update': () =>
        envelopeResponse(
          200,
          { file: contributorFileDetail(7, { status: 'inreview', title: 'Harbour lights at dusk' }) },
          'Submitted for review.',
        ),
    });
    renderRoute('/contributor/catalogue/7');
    const form = within(await screen.findByRole('form', { name: 'File details' }));
    const user = userEvent.setup({ delay: null });

    await user.clear(form.getByLabelText(/^Title/));
    await user.type(form.getByLabelText(/^Title/), 'Harbour lights at dusk');
    const keywords = form.getByLabelText('Keywords');
    await user.type(keywords, 'Lights{Enter}');
    fireEvent.paste(keywords, { clipboardData: { getData: () => 'night, harbour' } });
    // The suggestions leave out what is chosen already.
    const suggestions = within(await form.findByRole('list', { name: 'Keyword suggestions' }));
    expect(suggestions.queryByRole('button', { name: 'Add keyword harbour' })).not.toBeInTheDocument();
    await user.click(suggestions.getByRole('button', { name: 'Add keyword sea' }));
    expect(
      within(form.getByRole('list', { name: 'Chosen keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['harbour', 'boats', 'dusk', 'lights', 'night', 'sea']);
    await user.click(form.getByRole('button', { name: 'Remove keyword boats' }));
    await user.selectOptions(form.getByLabelText('Category'), 'Cities');
    // A video category is not offered for an image.
    expect(form.queryByRole('option', { name: 'Motion' })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Save and submit for review' }));
    expect(await screen.findByText('Submitted for review.')).toBeInTheDocument();
    expect(bodyOf(mock, '/contributor/file/update')).toEqual({
      media_id: 7,
      title: 'Harbour lights at dusk',
      description: '',
      keywords: ['harbour', 'dusk', 'lights', 'night', 'sea'],
      category_id: 21,
      age_group: [],
      people_count: 0,
      model_release_ids: [],
      submit: true,
    });
    // Once in review the details are read-only.
    expect(await screen.findByText(/A reviewer is looking at this file/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'File details' })).not.toBeInTheDocument();
    // Keyword suggestions are asked for this file and its title.
    expect(callsTo(mock, '/contributor/keyword/suggestions').at(-1)?.searchParams.get('media_id')).toBe('7');
  }, 15_000);

  it('says what is missing before a submission, and sends nothing', async () => {
    signInContributor();
    const mock = stubFile();
    renderRoute('/contributor/catalogue/7');
    const form = within(await screen.findByRole('form', { name: 'File details' }));
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Number of people'));
    await user.type(form.getByLabelText('Number of people'), '2');
    await user.click(form.getByRole('button', { name: 'Save and submit for review' }));
    expect(form.getByText('Add at least 5 keywords (3 so far).')).toBeInTheDocument();
    expect(form.getByText('Choose a category.')).toBeInTheDocument();
    expect(form.getByText('Attach a model release for the people shown.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Keywords')).toHaveFocus());
    expect(callsTo(mock, '/contributor/file/update')).toHaveLength(0);

    // Attaching the release clears its message.
    await user.click(form.getByRole('checkbox', { name: /Ana Ruiz/ }));
    expect(form.queryByText('Attach a model release for the people shown.')).not.toBeInTheDocument();
  });

  it('saves a draft and shows the server’s field errors under their fields', async () => {
    signInContributor();
    const mock = stubFile(draft, {
      '/contributor/file/update': () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'Check the highlighted fields.',
            data: null,
            errors: [{ field: 'title', message: 'The title may have at most 200 characters.' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderRoute('/contributor/catalogue/7');
    const form = within(await screen.findByRole('form', { name: 'File details' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Keywords'), 'sea, pier{Enter}');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The title may have at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(bodyOf(mock, '/contributor/file/update')).not.toHaveProperty('submit');
    expect(bodyOf(mock, '/contributor/file/update').keywords).toEqual(['harbour', 'boats', 'dusk', 'sea', 'pier']);
  });

  it('warns about a title over 200 characters as it is typed', async () => {
    signInContributor();
    stubFile();
    renderRoute('/contributor/catalogue/7');
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByText('At most 200 characters (201 now).')).toBeInTheDocument();
  });

  it('shows the reasons of a rejection, and offers to resubmit', async () => {
    signInContributor();
    stubFile(
      contributorFileDetail(7, {
        status: 'rejected',
        rejection: { reasons: ['trademark_or_logo'], note: 'A brand logo on the boat.', rejected_at: '2026-11-20T15:00:00.000Z' },
        history: [
          {
            from_status: null,
            to_status: 'DRAFT',
            actor: 'contributor',
            actor_name: 'Cy Lens',
            reasons: [],
            note: '',
            at: '2026-11-20T10:00:00.000Z',
          },
          {
            from_status: 'DRAFT',
            to_status: 'inreview',
            actor: 'contributor',
            actor_name: 'Cy Lens',
            reasons: [],
            note: '',
            at: '2026-11-20T11:00:00.000Z',
          },
          {
            from_status: 'inreview',
            to_status: 'rejected',
            actor: 'admin',
            actor_name: 'Ada',
            reasons: ['trademark_or_logo'],
            note: 'A brand logo on the boat.',
            at: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    );
    renderRoute('/contributor/catalogue/7');
    expect(await screen.findByText('Rejected: Trademark or logo')).toBeInTheDocument();
    expect(screen.getAllByText(/A brand logo on the boat\./).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save and resubmit' })).toBeEnabled();
    const history = within(screen.getByRole('list', { name: 'Status history' }));
    expect(history.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Rejected',
      'Submitted for review',
      'Uploaded as a draft',
    ]);
  });

  it('shows the reasons of a rejection and the age groups in the reader’s language, reasons joined as the language joins them', async () => {
    await i18next.changeLanguage('de');
    signInContributor();
    const reasons = ['trademark_or_logo', 'focus'] as const;
    stubFile(
      contributorFileDetail(7, {
        status: 'rejected',
        rejection: { reasons: [...reasons], note: 'Logo.', rejected_at: '2026-11-20T15:00:00.000Z' },
        history: [
          {
            from_status: 'inreview',
            to_status: 'rejected',
            actor: 'admin',
            actor_name: 'Ada',
            reasons: [...reasons],
            note: '',
            at: '2026-11-20T15:00:00.000Z',
          },
        ],
      }),
    );
    renderRoute('/contributor/catalogue/7');
    expect(await screen.findByText('Abgelehnt: Marke oder Logo, Schärfe', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Statusverlauf' })).getByText('Marke oder Logo, Schärfe')).toBeInTheDocument();
    // The age groups the file can show, in German too.
    expect(screen.getByText('Junge Erwachsene')).toBeInTheDocument();
    await i18next.changeLanguage('ja');
    expect(await screen.findByText('却下：商標・ロゴ、ピント', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows a processing failure, and deletes the file after confirming', async () => {
    signInContributor();
    const mock = stubFile(
      contributorFileDetail(7, {
        processing: { status: 'failed', error: 'This image is damaged or incomplete.' },
        preview: null,
        thumbnails: { webp: [], jpeg: [] },
      }),
      { '/contributor/file/delete': () => envelopeResponse(200, { media_id: 7, outcome: 'deleted' }, 'The file is deleted.') },
    );
    const { router } = renderRoute('/contributor/catalogue/7');
    expect(await screen.findByText(/This image is damaged or incomplete\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and submit for review' })).toBeDisabled();
    expect(screen.getByText('Replace the file')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete file' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete this file?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=DRAFT'));
    expect(router.state.location.pathname).toBe('/contributor/catalogue');
    expect(bodyOf(mock, '/contributor/file/delete')).toEqual({ media_id: 7, status: 'DRAFT' });
    expect(await screen.findByText('The file is deleted.')).toBeInTheDocument();
  });

  it('offers to take a published file off sale, with the details read-only', async () => {
    signInContributor();
    stubFile(contributorFileDetail(7, { status: 'published' }));
    renderRoute('/contributor/catalogue/7');
    expect(await screen.findByRole('button', { name: 'Remove from sale' })).toBeInTheDocument();
    expect(screen.getByText(/Published files keep their details/)).toBeInTheDocument();
    expect(screen.queryByText('Replace the file')).not.toBeInTheDocument();
  });

  it('shows look-alike files before submission', async () => {
    signInContributor();
    stubFile(
      contributorFileDetail(7, {
        near_duplicates: [
          { media_id: 2, title: 'Harbour at dusk', distance: 3, own: true, status: 'DRAFT', thumbnail_url: '/media/thumbs/2/400.jpg' },
          { media_id: 90, title: 'Boats in a harbour', distance: 5, own: false, status: 'published', thumbnail_url: null },
        ],
      }),
    );
    renderRoute('/contributor/catalogue/7');
    const note = within(await screen.findByRole('note', { name: 'Possible duplicates' }));
    expect(note.getByText('This looks almost the same as 2 other files')).toBeInTheDocument();
    expect(note.getByRole('link', { name: /Harbour at dusk/ })).toHaveAttribute('href', '/contributor/catalogue/2');
    expect(note.getByText('already published by another contributor')).toBeInTheDocument();
    expect(note.queryByRole('link', { name: /Boats in a harbour/ })).not.toBeInTheDocument();
  });

  it('says a file is not found when the API answers 404 (another contributor’s file)', async () => {
    signInContributor();
    stubApi({ '/contributor/file': () => envelopeResponse(404, null, 'File not found') });
    renderRoute('/contributor/catalogue/99');
    expect(await screen.findByText('This file is not in your catalogue')).toBeInTheDocument();
  });

  it('shows a placeholder while the file loads', async () => {
    signInContributor();
    stubApi({ '/contributor/file': () => new Promise<Response>(() => {}) });
    renderRoute('/contributor/catalogue/7');
    expect(await screen.findByRole('status', { name: 'Loading the file' })).toBeInTheDocument();
  });
});
