import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, FIVE_KEYWORDS, imageCategory, jpeg, processed, tokenFor, upload } from '../../../test/upload-test-helpers';
import { latestMailTo } from '../auth/auth-test-helpers';

const ctx = useTestApp({ jobs: true });
let contributor: { token: string; userId: number; email: string };
let admin: { token: string };
let categoryId: number;

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor', 'Iris Lens');
  admin = await tokenFor(ctx, 'admin', 'Rita Review');
  categoryId = await imageCategory(ctx);
});

describe('upload -> process -> edit -> submit -> approve -> found by /fetch', () => {
  it('takes two images in one request, processes them, and publishes the approved one into search at once', async () => {
    const [harbour, other] = await Promise.all([jpeg(2400, 1800), jpeg(1800, 2400, 'other')]);
    const uploaded = await upload(ctx, contributor.token, [
      { name: 'harbour_at_dawn.jpg', content: harbour, type: 'image/jpeg' },
      { name: 'stripes.jpg', content: other, type: 'image/jpeg' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { files, rejected } = uploaded.json().data;
    expect(rejected).toEqual([]);
    expect(files.map((f: { title: string; status: string }) => [f.title, f.status])).toEqual([
      ['harbour at dawn', 'DRAFT'],
      ['stripes', 'DRAFT'],
    ]);
    const mediaId: number = files[0].media_id;

    expect(await processed(ctx, mediaId)).toEqual({ processing_status: 'ready', processing_error: null });
    const detail = await api(ctx, contributor.token, 'GET', `/contributor/file?media_id=${mediaId}`);
    expect(detail.statusCode).toBe(200);
    const file = detail.json().data.file;
    expect(file.processing).toEqual({ status: 'ready', error: null });
    expect(file.width).toBe(2400);
    expect(file.thumbnails.webp.map((t: { width: number }) => t.width)).toEqual([500, 800, 1200]);
    expect(file.preview.jpeg).toMatch(/^\/media\/previews\//);
    expect(file.blurhash).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{20,}$/);
    expect(file.can_submit).toBe(false);
    expect(file.missing.map((m: { field: string }) => m.field)).toEqual(['keywords', 'category_id']);
    expect(file.history).toMatchObject([{ from_status: null, to_status: 'DRAFT', actor: 'contributor', actor_name: 'Iris Lens' }]);

    // The thumbnail a contributor sees is a real 800 px WebP.
    const thumb = await ctx.app.inject({ method: 'GET', url: file.thumbnails.webp[1].url });
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 800, 600]);

    const edited = await api(ctx, contributor.token, 'PUT', '/contributor/file/update', {
      media_id: mediaId,
      title: 'Fishing boats in the harbour at dawn',
      description: 'Quiet harbour, first light.',
      keywords: [...FIVE_KEYWORDS, 'Dawn'],
      category_id: categoryId,
      submit: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.file).toMatchObject({ status: 'inreview', keywords: [...FIVE_KEYWORDS, 'dawn'] });

    const queue = await api(ctx, admin.token, 'GET', '/admin/review/queue');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.results.map((r: { media_id: number }) => r.media_id)).toEqual([mediaId]);
    expect(queue.json().data.results[0].contributor).toMatchObject({ name: 'Iris Lens', email: contributor.email });

    const approved = await api(ctx, admin.token, 'POST', '/admin/review/approve', { media_id: mediaId });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.file.status).toBe('published');

    const found = await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=fishing%20boats' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.results.map((r: { media_id: number }) => r.media_id)).toEqual([mediaId]);
    const publicFile = await ctx.app.inject({ method: 'GET', url: `/api/file?media_id=${mediaId}` });
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.json().data.file.formats.length).toBeGreaterThan(0);
    const counted = await ctx.database.db
      .selectFrom('keywords')
      .select('file_count')
      .where('keyword', '=', 'harbour')
      .executeTakeFirstOrThrow();
    expect(counted.file_count).toBe(1);

    const mail = await latestMailTo(ctx, contributor.email);
    expect(mail.subject).toBe('Approved: Fishing boats in the harbour at dawn');

    const history = await api(ctx, contributor.token, 'GET', `/contributor/file?media_id=${mediaId}`);
    expect(history.json().data.file.history.map((h: { to_status: string; actor: string }) => `${h.actor}:${h.to_status}`)).toEqual([
      'contributor:DRAFT',
      'contributor:inreview',
      'admin:published',
    ]);
  });

  it('rejects with reasons and a note, e-mails them, and lets the contributor fix and resubmit', async () => {
    const uploaded = await upload(ctx, contributor.token, [{ name: 'market.jpg', content: await jpeg(2300, 1800, 'other', 70) }], {
      title: 'Market stalls',
      status: 'DRAFT',
      type: 'IMAGE',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const mediaId = uploaded.json().data.files[0].media_id;
    await processed(ctx, mediaId);
    const submitted = await api(ctx, contributor.token, 'PUT', '/contributor/file/update', {
      media_id: mediaId,
      keywords: FIVE_KEYWORDS,
      category_id: categoryId,
      status: 'inreview',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const noNote = await api(ctx, admin.token, 'POST', '/admin/review/reject', { media_id: mediaId, reasons: ['other'] });
    expect(noNote.statusCode).toBe(400);
    const rejected = await api(ctx, admin.token, 'POST', '/admin/review/reject', {
      media_id: mediaId,
      reasons: ['focus', 'trademark_or_logo'],
      note: 'The sign on the left is a brand logo.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMailTo(ctx, contributor.email);
    expect(mail.subject).toBe('Not accepted: Market stalls');
    expect(mail.text).toContain('Reasons: Focus, Trademark or logo.');
    expect(mail.text).toContain('The sign on the left is a brand logo.');

    const seen = await api(ctx, contributor.token, 'GET', `/contributor/file?media_id=${mediaId}`);
    expect(seen.json().data.file.rejection).toMatchObject({
      reasons: ['focus', 'trademark_or_logo'],
      note: 'The sign on the left is a brand logo.',
    });
    const listed = await api(ctx, contributor.token, 'GET', '/contributor/files?status=rejected&newest=true');
    expect(listed.json().data.results.map((f: { media_id: number }) => f.media_id)).toEqual([mediaId]);

    const fixed = await api(ctx, contributor.token, 'PUT', '/contributor/file/update', {
      media_id: mediaId,
      title: 'Market stalls, no logos',
      submit: true,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.file.status).toBe('inreview');
    const transitions = await sql<{ to_status: string; reasons: string[] }>`
      SELECT to_status, reasons FROM media_status_transitions WHERE media_id = ${mediaId} ORDER BY id`.execute(ctx.database.db);
    expect(transitions.rows.map((t) => t.to_status)).toEqual(['DRAFT', 'inreview', 'rejected', 'inreview']);
    expect(transitions.rows[2]?.reasons).toEqual(['focus', 'trademark_or_logo']);
  });
});
