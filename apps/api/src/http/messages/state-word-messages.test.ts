import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, publishedFile } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/upload-test-helpers';
import type { MediaStatusValue } from '../../db/schema';
import { call } from '../../modules/auth/auth-test-helpers';
import { APPLICATION } from '../../modules/reseller/reseller-test-helpers';

const ctx = useTestApp();
let admin: { token: string };
let contributor: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
  contributor = await tokenFor(ctx, 'contributor');
});

/** A file of the contributor's, put straight into `status` (the moves between statuses have their own tests). */
async function fileIn(status: MediaStatusValue): Promise<number> {
  const id = await publishedFile(ctx, contributor.userId, `A file now ${status}`);
  await ctx.database.db.updateTable('media_files').set({ status }).where('id', '=', id).execute();
  return id;
}

/**
 * The refusal `ask` gets (409 each time) reads `english` without Accept-Language and in English, and `german` and
 * `japanese` in those languages.
 */
async function expectReadAs(ask: (language?: string) => ReturnType<typeof call>, english: string, german: string, japanese: string) {
  const read: Record<string, string> = {};
  for (const language of ['', 'en', 'de', 'ja']) {
    const response = await ask(language || undefined);
    expect(response.statusCode, response.body).toBe(409);
    read[language || 'none'] = response.json().message;
  }
  expect(read).toEqual({ none: english, en: english, de: german, ja: japanese });
}

describe('status words inside messages, in the reader’s language', () => {
  it('names the status of a file the console cannot take down or restore as the console shows it', async () => {
    const removed = await fileIn('removed');
    const takeDown = (language?: string) =>
      call(
        ctx,
        'POST',
        '/admin/files/take-down',
        { media_id: removed, ground: 'quality', reason: 'Blurred' },
        { token: admin.token, language },
      );
    await expectReadAs(
      takeDown,
      'Only a published file can be taken down; this one is removed.',
      'Nur eine veröffentlichte Datei kann gesperrt werden; diese hat den Status „Entfernt“.',
      '取り下げられるのは公開中のファイルだけです。このファイルのステータスは「取り下げ済み」です。',
    );

    const published = await fileIn('published');
    const restore = (language?: string) =>
      call(ctx, 'POST', '/admin/files/restore', { media_id: published, reason: 'Complaint withdrawn' }, { token: admin.token, language });
    await expectReadAs(
      restore,
      'Only a taken-down file can be restored; this one is published.',
      'Nur eine gesperrte Datei kann wiederhergestellt werden; diese hat den Status „Veröffentlicht“.',
      '復元できるのは取り下げられたファイルだけです。このファイルのステータスは「公開中」です。',
    );
  });

  it('names both statuses of a stale deletion as the contributor’s catalogue shows them', async () => {
    const draft = await fileIn('DRAFT');
    const deleteAsRejected = (language?: string) =>
      call(ctx, 'PUT', '/contributor/file/delete', { media_id: draft, status: 'rejected' }, { token: contributor.token, language });
    await expectReadAs(
      deleteAsRejected,
      'This file is now DRAFT, not rejected; reload your catalogue and try again.',
      'Diese Datei hat jetzt den Status „Entwurf“, nicht „Abgelehnt“; laden Sie Ihren Katalog neu und versuchen Sie es erneut.',
      'このファイルは現在「却下」ではなく「下書き」です。カタログを再読み込みしてもう一度お試しください。',
    );
  });

  it('names the statuses of a move the contributor may not make, and of a file they may no longer edit', async () => {
    const published = await fileIn('published');
    const update = (change: object) => (language?: string) =>
      call(ctx, 'PUT', '/contributor/file/update', { media_id: published, ...change }, { token: contributor.token, language });
    await expectReadAs(
      update({ status: 'DRAFT' }),
      'This file is published; it cannot be made a draft by its contributor.',
      'Diese Datei hat den Status „Veröffentlicht“; die beitragende Person kann sie nicht auf „Entwurf“ setzen.',
      'このファイルは「公開中」です。投稿者が「下書き」にすることはできません。',
    );
    await expectReadAs(
      update({ title: 'A new title' }),
      'This file is published and can no longer be edited.',
      'Diese Datei hat den Status „Veröffentlicht“ und kann nicht mehr bearbeitet werden.',
      'このファイルは「公開中」のため、編集できなくなりました。',
    );
  });

  it('translates the decision on a reseller application, and leaves a company called like a status as it is', async () => {
    const decided = async (language?: string) => {
      const applicant = await tokenFor(ctx, 'buyer');
      const applied = await call(ctx, 'POST', '/buyer/reseller/application', { ...APPLICATION, company_name: 'approved' }, applicant);
      expect(applied.statusCode, applied.body).toBe(200);
      const decision = { application_id: applied.json().data.application.id, decision: 'approve', reason: 'Known agency' };
      const response = await call(ctx, 'POST', '/admin/reseller-applications/decide', decision, { token: admin.token, language });
      return { response, email: applicant.email };
    };
    const english = await decided();
    expect(english.response.json().message).toBe(`approved is approved; ${english.email} was told by e-mail.`);
    const german = await decided('de');
    expect(german.response.json().message).toBe(
      `Die Bewerbung von approved hat jetzt den Status „Genehmigt“; ${german.email} wurde per E-Mail informiert.`,
    );
    const japanese = await decided('ja');
    expect(japanese.response.json().message).toBe(
      `approved の申し込みは「承認済み」になりました。${japanese.email} さんにメールで通知しました。`,
    );
  });
});
