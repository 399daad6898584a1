import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/money-fixture';
import { latestRawMailTo } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { call, chooseLocale, latestMailTo, signedUpAndIn } from '../auth/auth-test-helpers';
import { RESELLER_MESSAGES } from './reseller-messages';
import { APPLICATION, newEmail } from './reseller-test-helpers';

const ctx = useTestApp();
let admin: { token: string; userId: number };

beforeAll(async () => {
  admin = await adminSession(ctx);
});

const auditOf = (applicationId: number) =>
  ctx.database.db
    .selectFrom('admin_audit')
    .select(['admin_id', 'action', 'reason'])
    .where('target_type', '=', 'reseller_application')
    .where('target_id', '=', String(applicationId))
    .execute();

const decide = (applicationId: number, decision: 'approve' | 'decline', reason: string) =>
  call(ctx, 'POST', '/admin/reseller-applications/decide', { application_id: applicationId, decision, reason }, { token: admin.token });

describe('applying to the reseller programme', () => {
  it('records the company details once, and an admin approves it: audited, and the applicant is e-mailed', async () => {
    const email = newEmail('applicant');
    const buyer = await signedUpAndIn(ctx, { email, name: 'Rena <Reseller>' });
    const none = await call(ctx, 'GET', '/buyer/reseller/application', undefined, { token: buyer.token });
    expect(none.json().data).toEqual({ application: null });

    const applied = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe(RESELLER_MESSAGES.received);
    const application = applied.json().data.application;
    expect(application).toMatchObject({ ...APPLICATION, status: 'pending', decided_at: null });
    const again = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RESELLER_MESSAGES.alreadyPending);

    const pending = await call(ctx, 'GET', '/admin/reseller-applications?status=pending', undefined, { token: admin.token });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data.results).toContainEqual(
      expect.objectContaining({ id: application.id, applicant_email: email, company_name: APPLICATION.company_name }),
    );

    const approved = await decide(application.id, 'approve', 'Known agency');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.application).toMatchObject({ status: 'approved', decision_note: 'Known agency' });
    expect(await auditOf(application.id)).toEqual([{ admin_id: admin.userId, action: 'reseller.approve', reason: 'Known agency' }]);
    const mail = await latestMailTo(ctx, email);
    expect(mail.subject).toBe('Your reseller application for Harbour & Pine Studio is approved');
    expect(mail.text).toContain('/buyer/developer');

    expect((await decide(application.id, 'decline', 'Changed my mind')).statusCode).toBe(409);
    const mine = await call(ctx, 'GET', '/buyer/reseller/application', undefined, { token: buyer.token });
    expect(mine.json().data.application).toMatchObject({ id: application.id, status: 'approved' });
    const reapply = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    expect(reapply.json().message).toBe(RESELLER_MESSAGES.alreadyApproved);
  });

  it('tells a declined applicant why, by e-mail, and lets them apply again', async () => {
    const email = newEmail('declined');
    const buyer = await signedUpAndIn(ctx, { email });
    const applied = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    const id = applied.json().data.application.id;
    const declined = await decide(id, 'decline', 'No <website> we could check');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await auditOf(id)).toEqual([{ admin_id: admin.userId, action: 'reseller.decline', reason: 'No <website> we could check' }]);
    expect((await latestMailTo(ctx, email)).text).toContain('Reason: No <website> we could check');
    const again = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.application.status).toBe('pending');
  });

  it('refuses bad company details, strangers and buyers in the console', async () => {
    const buyer = await signedUpAndIn(ctx, { email: newEmail('sloppy') });
    const bad = await call(
      ctx,
      'POST',
      '/buyer/reseller/application',
      { ...APPLICATION, country: 'Germany', website: 'not a site', extra: 1 },
      { token: buyer.token },
    );
    expect(bad.statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/admin/reseller-applications', undefined, { token: buyer.token })).statusCode).toBe(401);
    expect((await decide(999_999, 'approve', 'x')).statusCode).toBe(404);
  });
});

describe('the decision e-mail in the applicant’s language', () => {
  const apply = async (name: string) => {
    const email = newEmail('lang');
    const buyer = await signedUpAndIn(ctx, { email, name });
    const applied = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
    return { email, token: buyer.token, id: applied.json().data.application.id as number };
  };

  it('declines in German to an applicant whose account chose German, the name escaped in HTML and literal in the text', async () => {
    const applicant = await apply('Rena <b>&');
    await chooseLocale(ctx, applicant.token, 'de');
    expect((await decide(applicant.id, 'decline', 'Keine <Website> & kein Impressum')).statusCode).toBe(200);
    const mail = await latestMailTo(ctx, applicant.email);
    expect(mail.subject).toBe('Ihr Reseller-Antrag für Harbour & Pine Studio');
    expect(mail.text).toContain('Guten Tag Rena <b>&,');
    expect(mail.text).toContain('leider konnten wir den Reseller-Antrag für Harbour & Pine Studio nicht genehmigen.');
    expect(mail.text).toContain('Grund: Keine <Website> & kein Impressum');
    const raw = await latestRawMailTo(ctx, applicant.email);
    expect(raw).toContain('<p>Guten Tag Rena &lt;b&gt;&amp;,</p>');
    expect(raw).toContain('<p>Grund: Keine &lt;Website&gt; &amp; kein Impressum</p>');
    expect(raw).not.toContain('<p>Guten Tag Rena <b>');
  });

  it('approves in Japanese to a Japanese account, and word for word as before in English', async () => {
    const japanese = await apply('Rena');
    await chooseLocale(ctx, japanese.token, 'ja');
    expect((await decide(japanese.id, 'approve', 'Known agency')).statusCode).toBe(200);
    const mail = await latestMailTo(ctx, japanese.email);
    expect(mail.subject).toBe('Harbour & Pine Studioのリセラー申請が承認されました');
    expect(mail.text).toContain('Harbour & Pine StudioはLumoraのリセラーになりました。');

    const english = await apply('Rena');
    expect((await decide(english.id, 'approve', 'Known agency')).statusCode).toBe(200);
    const englishMail = await latestMailTo(ctx, english.email);
    expect(englishMail.subject).toBe('Your reseller application for Harbour & Pine Studio is approved');
    expect(englishMail.text).toBe(
      [
        'Hello Rena,',
        '',
        `Harbour & Pine Studio is now a Lumora reseller. You can license files for your clients and create API keys in your developer area: ${ctx.config.publicUrl}/buyer/developer`,
      ].join('\n'),
    );
  });
});
