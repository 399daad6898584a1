import { beforeAll, describe, expect, it } from 'vitest';
import { latestRawMailTo } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { api, tokenFor } from '../../../test/upload-test-helpers';
import { chooseLocale, latestMailTo } from '../auth/auth-test-helpers';

const ctx = useTestApp();
let admin: { token: string };
let contributor: { token: string; userId: number };
let buyer: { token: string };

async function fileIn(
  status: 'DRAFT' | 'inreview' | 'published',
  submittedMinutesAgo = 0,
  owner = contributor.userId,
  title = `In ${status} ${submittedMinutesAgo}`,
) {
  const row = await ctx.database.db
    .insertInto('media_files')
    .values({
      type: 'IMAGE',
      contributor_id: owner,
      title,
      slug: 'x',
      width: 3000,
      height: 2000,
      status,
      published_at: status === 'published' ? new Date() : null,
      submitted_at: status === 'inreview' ? new Date(Date.now() - submittedMinutesAgo * 60_000) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  admin = await tokenFor(ctx, 'admin');
  contributor = await tokenFor(ctx, 'contributor');
  buyer = await tokenFor(ctx, 'buyer');
});

describe('admin review', () => {
  it('lists the queue oldest first, and only to admins', async () => {
    const newer = await fileIn('inreview', 5);
    const older = await fileIn('inreview', 60);
    await fileIn('DRAFT');
    const queue = await api(ctx, admin.token, 'GET', '/admin/review/queue?limit=10');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.results.map((r: { media_id: number }) => r.media_id)).toEqual([older, newer]);
    expect(queue.json().data.totalCount).toBe(2);
    for (const token of [contributor.token, buyer.token, undefined]) {
      expect((await api(ctx, token, 'GET', '/admin/review/queue')).statusCode).toBe(401);
      expect((await api(ctx, token, 'POST', '/admin/review/approve', { media_id: older })).statusCode).toBe(401);
    }
    expect((await api(ctx, admin.token, 'GET', '/admin/review/queue?limit=1000')).statusCode).toBe(400);
  });

  it('refuses malformed decisions and decisions on files not in review', async () => {
    const id = await fileIn('inreview', 1);
    const cases: [string, Record<string, unknown>, number][] = [
      ['/admin/review/reject', { media_id: id, reasons: [] }, 400],
      ['/admin/review/reject', { media_id: id, reasons: ['blurry'] }, 400],
      ['/admin/review/reject', { media_id: id, reasons: ['focus'], note: 'n'.repeat(1001) }, 400],
      ['/admin/review/approve', { media_id: 'seven' }, 400],
      ['/admin/review/approve', { media_id: 987_654 }, 404],
      ['/admin/review/approve', { media_id: await fileIn('DRAFT') }, 404],
      ['/admin/review/approve', { media_id: await fileIn('published') }, 409],
    ];
    for (const [url, body, status] of cases) {
      const response = await api(ctx, admin.token, 'POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
    }
    const row = await ctx.database.db.selectFrom('media_files').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('inreview');
    const twice = await api(ctx, admin.token, 'POST', '/admin/review/reject', { media_id: id, reasons: ['noise'] });
    expect(twice.statusCode).toBe(200);
    const again = await api(ctx, admin.token, 'POST', '/admin/review/approve', { media_id: id });
    expect(again.statusCode).toBe(409);
  });
});

describe('review decisions in the contributor’s language', () => {
  const emailOf = async (userId: number) =>
    (await ctx.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('approves and rejects in German for a German account, titles escaped in HTML and literal in the text', async () => {
    const german = await tokenFor(ctx, 'contributor');
    await chooseLocale(ctx, german.token, 'de');
    const email = await emailOf(german.userId);
    const title = 'Boote <im> Hafen & Licht';
    expect(
      (await api(ctx, admin.token, 'POST', '/admin/review/approve', { media_id: await fileIn('inreview', 0, german.userId, title) }))
        .statusCode,
    ).toBe(200);
    const approved = await latestMailTo(ctx, email);
    expect(approved.subject).toBe(`Freigegeben: ${title}`);
    expect(approved.text).toContain(`gute Nachricht: „${title}“ hat die Prüfung bestanden und ist ab sofort auf Lumora erhältlich.`);
    expect(await latestRawMailTo(ctx, email)).toContain('<strong>Boote &lt;im&gt; Hafen &amp; Licht</strong> hat die Pr');

    const rejected = await api(ctx, admin.token, 'POST', '/admin/review/reject', {
      media_id: await fileIn('inreview', 0, german.userId, 'Marktstände'),
      reasons: ['focus', 'trademark_or_logo'],
      note: 'Das Logo links ist eine Marke.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMailTo(ctx, email);
    expect(mail.subject).toBe('Nicht angenommen: Marktstände');
    expect(mail.text).toContain('„Marktstände“ wurde dieses Mal leider nicht angenommen.');
    expect(mail.text).toContain('Gründe: Schärfe, Marke oder Logo.');
    expect(mail.text).toContain('Anmerkung aus der Prüfung: Das Logo links ist eine Marke.');
  });

  it('rejects word for word as before for an English account', async () => {
    const english = await tokenFor(ctx, 'contributor', 'Ansel Adams');
    const id = await fileIn('inreview', 0, english.userId, 'Market stalls');
    const rejected = await api(ctx, admin.token, 'POST', '/admin/review/reject', {
      media_id: id,
      reasons: ['focus', 'noise'],
      note: 'Soft.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMailTo(ctx, await emailOf(english.userId));
    expect(mail.subject).toBe('Not accepted: Market stalls');
    expect(mail.text).toBe(
      [
        'Hello Ansel Adams,',
        '',
        '"Market stalls" was not accepted this time.',
        'Reasons: Focus, Noise.',
        '',
        'Note from the reviewer: Soft.',
        '',
        `You can fix it and submit it again: ${ctx.config.publicUrl}/contributor/catalogue/${id}`,
      ].join('\n'),
    );
  });
});
