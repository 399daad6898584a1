import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelRelease, paged, reviewItem, signInAdmin } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUEUE = [
  reviewItem(1, {
    title: 'Old lighthouse',
    people_count: 1,
    age_group: ['adult'],
    releases: [modelRelease(3, { model_name: 'Ana Ruiz' })],
  }),
  reviewItem(2, {
    title: 'Market stall',
    near_duplicates: [{ media_id: 50, title: 'Market stall at noon', distance: 4, own: false, status: 'published', thumbnail_url: null }],
  }),
  reviewItem(3, { title: 'Night tram' }),
];

/** A queue that forgets decided files, as the server does. */
function stubQueue() {
  const decided = new Set<number>();
  const decide = (answer: string) => async (init?: RequestInit) => {
    const { media_id } = JSON.parse(String(init?.body)) as { media_id: number };
    decided.add(media_id);
    return envelopeResponse(200, { file: reviewItem(media_id) }, answer);
  };
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/admin/review/queue') {
      const waiting = QUEUE.filter((item) => !decided.has(item.media_id));
      return envelopeResponse(200, paged(waiting, { limit: 50 }));
    }
    if (path === '/admin/review/approve') return decide('The file is published.')(init);
    if (path === '/admin/review/reject') return decide('The file is rejected.')(init);
    return envelopeResponse(404, null);
  });
  vi.stubGlobal('fetch', mock);
  return mock as unknown as ReturnType<typeof stubApi>;
}

const bodiesTo = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls.filter(([input]) => String(input).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)));

describe('admin review queue', { timeout: 15_000 }, () => {
  it('is for administrators only', async () => {
    stubApi({});
    const { router } = renderRoute('/admin/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('shows the oldest file first with its metadata, releases and look-alikes, and the keys', async () => {
    signInAdmin();
    const mock = stubQueue();
    renderRoute('/admin/review');
    const article = within(await screen.findByRole('article', { name: 'Reviewing Old lighthouse' }));
    expect(screen.getByText('3 files waiting, the longest waiting first.')).toBeInTheDocument();
    expect(article.getByText('1 of 3')).toBeInTheDocument();
    expect(within(article.getByRole('list', { name: 'Model releases' })).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(article.getByText('1 person · Adults')).toBeInTheDocument();
    expect(within(article.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/Keyboard shortcuts:/)).toHaveTextContent(
      'Keyboard shortcuts: A approve · R reject · J next file · K previous file',
    );
    const [call] = callsTo(mock, '/admin/review/queue');
    expect(call?.searchParams.get('page_no')).toBe('1');

    // J and K move through the queue; the look-alike of the second file is shown, without a link to someone else's file.
    const user = userEvent.setup();
    await user.keyboard('j');
    const second = within(await screen.findByRole('article', { name: 'Reviewing Market stall' }));
    expect(second.getByRole('note', { name: 'Possible duplicates' })).toHaveTextContent('Market stall at noon');
    expect(second.queryByRole('link', { name: /Market stall at noon/ })).not.toBeInTheDocument();
    await user.keyboard('k');
    expect(await screen.findByRole('article', { name: 'Reviewing Old lighthouse' })).toBeInTheDocument();
  });

  it('approves with A and moves on to the next file', async () => {
    signInAdmin();
    const mock = stubQueue();
    renderRoute('/admin/review');
    await screen.findByRole('article', { name: 'Reviewing Old lighthouse' });
    await userEvent.setup().keyboard('a');
    expect(await screen.findByText('The file is published.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Reviewing Market stall' })).toBeInTheDocument();
    expect(bodiesTo(mock, '/admin/review/approve')).toEqual([{ media_id: 1 }]);
    await waitFor(() => expect(screen.getByText('2 files waiting, the longest waiting first.')).toBeInTheDocument());
  });

  it('rejects with reasons and a note, asking for a reason first and a note with “Other”', async () => {
    signInAdmin();
    const mock = stubQueue();
    renderRoute('/admin/review');
    await screen.findByRole('article', { name: 'Reviewing Old lighthouse' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this file?' }));
    // While the dialog is open, A types nowhere and approves nothing.
    await user.keyboard('a');
    await user.click(dialog.getByRole('button', { name: 'Reject file' }));
    expect(dialog.getByText('Pick at least one reason.')).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Focus' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Other' }));
    await user.click(dialog.getByRole('button', { name: 'Reject file' }));
    expect(dialog.getByText('Say what is wrong: “Other” needs a note.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note to the contributor'), 'The horizon is tilted.');
    await user.click(dialog.getByRole('button', { name: 'Reject file' }));

    expect(await screen.findByText('The file is rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesTo(mock, '/admin/review/reject')).toEqual([{ media_id: 1, reasons: ['focus', 'other'], note: 'The horizon is tilted.' }]);
    expect(bodiesTo(mock, '/admin/review/approve')).toEqual([]);
    expect(await screen.findByRole('article', { name: 'Reviewing Market stall' })).toBeInTheDocument();
  });

  it('opens the reject dialog with R', async () => {
    signInAdmin();
    stubQueue();
    renderRoute('/admin/review');
    await screen.findByRole('article', { name: 'Reviewing Old lighthouse' });
    await userEvent.setup().keyboard('r');
    expect(screen.getByRole('dialog', { name: 'Reject this file?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Focus' })).toHaveFocus();
  });

  it('shows loading, empty and error states', async () => {
    signInAdmin();
    stubApi({ '/admin/review/queue': () => new Promise<Response>(() => {}) });
    const first = renderRoute('/admin/review');
    expect(await screen.findByRole('status', { name: 'Loading the review queue' })).toBeInTheDocument();
    first.unmount();

    stubApi({ '/admin/review/queue': { data: paged([]) } });
    const second = renderRoute('/admin/review');
    expect(await screen.findByText('The queue is empty')).toBeInTheDocument();
    second.unmount();

    stubApi({ '/admin/review/queue': () => envelopeResponse(403, null, 'Forbidden') });
    renderRoute('/admin/review');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the review queue.');
  });
});

describe('admin review queue in German', { timeout: 15_000 }, () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('names the file’s people, age groups and waiting time as a German reader reads them', async () => {
    await i18next.changeLanguage('de');
    signInAdmin();
    const submitted = new Date(Date.now() - 3 * 3_600_000).toISOString();
    stubApi({ '/admin/review/queue': { data: paged([{ ...QUEUE[0], submitted_at: submitted }], { limit: 50 }) } });
    renderRoute('/admin/review');
    const article = within(await screen.findByRole('article', { name: 'Prüfung von Old lighthouse' }, { timeout: 10_000 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Prüfwarteschlange' })).toBeInTheDocument();
    expect(screen.getByText('1 Datei wartet, die am längsten wartenden zuerst.')).toBeInTheDocument();
    expect(article.getByText('1 Person · Erwachsene')).toBeInTheDocument();
    const queue = within(screen.getByRole('list', { name: 'Dateien, die auf Prüfung warten' }));
    expect(queue.getByText(/vor 3 Stunden/)).toBeInTheDocument();
    await userEvent.setup().click(article.getByRole('button', { name: 'Ablehnen …' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Diese Datei ablehnen?' })).getByRole('checkbox', { name: 'Schärfe' }),
    ).toBeInTheDocument();
  });
});
