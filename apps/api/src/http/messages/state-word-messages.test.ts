import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, publishedFile } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/upload-test-helpers';
import type { MediaStatusValue } from '../../db/schema';
import { call, PASSWORD, signedUpAndIn } from '../../modules/auth/auth-test-helpers';
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
 * The refusal `ask` gets (409 each time, unless `status` says otherwise) reads `english` without Accept-Language and
 * in English, and `german` and `japanese` in those languages.
 */
async function expectReadAs(
  ask: (language?: string) => ReturnType<typeof call>,
  english: string,
  german: string,
  japanese: string,
  status = 409,
) {
  const read: Record<string, string> = {};
  for (const language of ['', 'en', 'de', 'ja']) {
    const response = await ask(language || undefined);
    expect(response.statusCode, response.body).toBe(status);
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

  it('names the type of a file whose category does not exist as the contributor’s file page shows it', async () => {
    const draft = await fileIn('DRAFT');
    const categorise = (language?: string) =>
      call(ctx, 'PUT', '/contributor/file/update', { media_id: draft, category_id: 987654 }, { token: contributor.token, language });
    await expectReadAs(
      categorise,
      'There is no image category 987654.',
      'Es gibt keine Bild-Kategorie 987654.',
      '画像のカテゴリー 987654 はありません。',
      400,
    );
    await ctx.database.db.updateTable('media_files').set({ type: 'VIDEO', duration_ms: 12_000 }).where('id', '=', draft).execute();
    await expectReadAs(
      categorise,
      'There is no video category 987654.',
      'Es gibt keine Video-Kategorie 987654.',
      '動画のカテゴリー 987654 はありません。',
      400,
    );
  });

  it('names the audience of a blog whose category or article address is taken as the console shows it', async () => {
    const name = `Travel tips ${randomUUID().slice(0, 8)}`;
    const category = { audience: 'buyers', name };
    const created = await call(ctx, 'POST', '/admin/blogs/categories', category, { token: admin.token });
    expect(created.statusCode, created.body).toBe(200);
    await expectReadAs(
      (language) => call(ctx, 'POST', '/admin/blogs/categories', category, { token: admin.token, language }),
      `The buyers blog already has a category called "${name}".`,
      `Der Blog für Käufer hat bereits eine Kategorie namens „${name}“.`,
      `購入者向けのブログには「${name}」という名前のカテゴリーがすでにあります。`,
    );

    const slug = `shooting-for-stock-${randomUUID().slice(0, 8)}`;
    const article = { audience: 'contributors', title: 'Shooting for stock', slug, body_markdown: 'Light first.', status: 'draft' };
    const written = await call(ctx, 'POST', '/admin/blogs', article, { token: admin.token });
    expect(written.statusCode, written.body).toBe(200);
    await expectReadAs(
      (language) => call(ctx, 'POST', '/admin/blogs', article, { token: admin.token, language }),
      `Another contributors article already uses the address "${slug}".`,
      `Ein anderer Artikel für Urheber verwendet bereits die Adresse „${slug}“.`,
      `コントリビューター向けの別の記事がすでにアドレス「${slug}」を使っています。`,
    );
  });

  it('names the role an administrator gives, takes away or finds given already as the console shows it', async () => {
    const email = `roles-${randomUUID().slice(0, 8)}@example.com`;
    const { userId } = await signedUpAndIn(ctx, { email, name: 'Pia Promoted' });
    expect((await call(ctx, 'POST', '/admin/reauth', { password: PASSWORD }, { token: admin.token })).statusCode).toBe(200);
    const change = (role: string, granted: boolean, language?: string) =>
      call(ctx, 'POST', '/admin/users/roles', { user_id: userId, role, granted, reason: 'Support team' }, { token: admin.token, language });

    await expectReadAs(
      (language) => change('admin', false, language),
      'This account does not have the admin role.',
      'Dieses Konto hat die Rolle „Administrator“ nicht.',
      'このアカウントには「管理者」の権限がありません。',
    );
    expect((await change('contributor', true)).statusCode).toBe(200);
    await expectReadAs(
      (language) => change('contributor', true, language),
      'This account already has the contributor role.',
      'Dieses Konto hat die Rolle „Urheber“ bereits.',
      'このアカウントにはすでに「クリエイター」の権限があります。',
    );

    /** Gives admin, takes it away again with a session signed in as admin open, then takes contributor away. */
    const changesIn = async (language?: string) => {
      const read = async (response: Awaited<ReturnType<typeof change>>) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json().message as string;
      };
      const given = await read(await change('admin', true, language));
      const login = await call(ctx, 'POST', '/login', { email, password: PASSWORD, role: 'admin' });
      expect(login.statusCode, login.body).toBe(200);
      const takenWithSession = await read(await change('admin', false, language));
      const taken = await read(await change('contributor', false, language));
      expect((await change('contributor', true)).statusCode).toBe(200);
      return [given, takenWithSession, taken];
    };
    expect(await changesIn()).toEqual([
      'Pia Promoted now has the admin role.',
      'Pia Promoted no longer has the admin role. 1 session(s) ended.',
      'Pia Promoted no longer has the contributor role.',
    ]);
    expect(await changesIn('de')).toEqual([
      'Pia Promoted hat jetzt die Rolle „Administrator“.',
      'Pia Promoted hat die Rolle „Administrator“ nicht mehr. 1 Sitzung(en) beendet.',
      'Pia Promoted hat die Rolle „Urheber“ nicht mehr.',
    ]);
    expect(await changesIn('ja')).toEqual([
      'Pia Promoted さんに「管理者」の権限を付与しました。',
      'Pia Promoted さんから「管理者」の権限を外しました。セッション 1 件を終了しました。',
      'Pia Promoted さんから「クリエイター」の権限を外しました。',
    ]);
  });
});
