import { COLLECTION_MESSAGES, TEAM_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, newAccount } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { latestRawMailTo } from '../../../test/refund-helpers';
import { useTestApp } from '../../../test/test-app';
import { call, chooseLocale, latestMailTo, mailCount } from '../auth/auth-test-helpers';

const ctx = useTestApp({ jobs: true });
let fixture: CatalogueFixture;
const TEAM_MONTHLY = 31;
const SINGLE_SEAT_MONTHLY = 11;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;
const invite = (owner: Account, email: string, extra: object = {}) =>
  call(ctx, 'POST', '/buyer/team/invite', { email, ...extra }, { token: owner.token });
const members = async (who: Account) => (await call(ctx, 'GET', '/buyer/team/members', undefined, { token: who.token })).json().data;
const download = (who: Account, formatId: number) =>
  call(ctx, 'POST', '/buyer/file/download', { media_format_id: formatId }, { token: who.token });
const remove = (who: Account, member_ids: unknown) =>
  call(ctx, 'PATCH', '/buyer/team/memebers/remove', { member_ids }, { token: who.token });

async function tokenMailedTo(email: string): Promise<string> {
  const token = /\/buyer\/team\/join\?token=([\w-]+)/.exec((await latestMailTo(ctx, email)).text)?.[1];
  if (!token) throw new Error(`no join link mailed to ${email}`);
  return token;
}

/** An owner on the Team plan with one member who joined. */
async function teamWithMember(): Promise<{ owner: Account; member: Account; memberId: number }> {
  const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
  await buyVariant(ctx, owner.token, TEAM_MONTHLY);
  const member = await newAccount(ctx, 'buyer', 'Milo Member');
  const invited = await invite(owner, member.email);
  expect(invited.statusCode, invited.body).toBe(200);
  const joined = await call(ctx, 'POST', '/buyer/team/join', { token: await tokenMailedTo(member.email) }, { token: member.token });
  expect(joined.statusCode, joined.body).toBe(200);
  return { owner, member, memberId: invited.json().data.member.member_id };
}

const downloadsUsed = async (owner: Account) =>
  (
    await ctx.database.db
      .selectFrom('subscriptions')
      .select('downloads_used')
      .where('user_id', '=', owner.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
  ).downloads_used;

describe('the plan a team shares', () => {
  it('is cancelled, resumed and upgraded by its owner only: a member is refused with 403 and nothing changes or is charged', async () => {
    const { owner, member } = await teamWithMember();
    const plan = () =>
      ctx.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', owner.id)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
    const orders = () => ctx.database.db.selectFrom('orders').select(['id', 'status']).where('user_id', '=', owner.id).execute();
    const before = { plan: await plan(), orders: await orders() };
    for (const [path, body] of [
      ['/buyer/subscription/cancel', undefined],
      ['/buyer/subscription/resume', undefined],
      ['/buyer/subscription/upgrade', { plan_variant_id: 32 }],
    ] as const) {
      const refused = await call(ctx, 'POST', path, body, { token: member.token });
      expect(refused.statusCode, `${path} ${refused.body}`).toBe(403);
      expect(refused.json().message).toBe(TEAM_MESSAGES.ownerOnly);
    }
    expect(await plan()).toEqual(before.plan);
    expect(await orders()).toEqual(before.orders);
    // The owner still can.
    const cancelled = await call(ctx, 'POST', '/buyer/subscription/cancel', undefined, { token: owner.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await plan()).cancel_at_period_end).toBe(true);
  });
});

describe('POST /buyer/team/invite', () => {
  it('needs a plan with seats', async () => {
    const planless = await newAccount(ctx);
    const refused = await invite(planless, 'someone@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.noSeats);
    const single = await newAccount(ctx);
    await buyVariant(ctx, single.token, SINGLE_SEAT_MONTHLY);
    expect((await invite(single, 'someone@example.com')).statusCode).toBe(403);
    expect(await mailCount(ctx, 'someone@example.com')).toBe(0);
  });

  it('e-mails a join link, holds a seat per invitation, and refuses past the seats of the plan', async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    const emails = ['one@team.example', 'two@team.example', 'three@team.example', 'four@team.example'];
    for (const email of emails) expect((await invite(owner, email.toUpperCase())).statusCode).toBe(200);
    const mail = await latestMailTo(ctx, 'one@team.example');
    expect(mail.subject).toBe('You are invited to a team on Lumora');
    expect(mail.text).toContain('Olive Owner invited you to their team on Lumora.');
    expect(mail.text).toContain(`${ctx.config.publicUrl}/buyer/team/join?token=`);

    const full = await invite(owner, 'five@team.example');
    expect(full.statusCode).toBe(403);
    expect(full.json().message).toBe(TEAM_MESSAGES.seatsFull(5));
    // A pending address gets a fresh link without taking another seat.
    expect((await invite(owner, 'two@team.example')).statusCode).toBe(200);
    expect(await mailCount(ctx, 'two@team.example')).toBe(2);

    const team = await members(owner);
    expect(team).toMatchObject({ role: 'owner', plan_name: 'Team', seats: 5, seats_used: 5 });
    expect(team.members.map((m: { email: string; status: string }) => [m.email, m.status])).toEqual(
      emails.map((email) => [email, 'invited']),
    );
  });

  it('refuses a bad address, the owner, another team_id and a contributor', async () => {
    const owner = await newAccount(ctx);
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    expect((await invite(owner, 'not an address')).statusCode).toBe(400);
    expect((await invite(owner, owner.email)).statusCode).toBe(409);
    expect((await invite(owner, 'x@team.example', { team_id: 999_999 })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/buyer/team/invite', {}, { token: owner.token })).statusCode).toBe(400);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await call(ctx, 'POST', '/buyer/team/invite', { email: 'x@team.example' }, { token: contributor.token })).statusCode).toBe(401);
    expect((await members(owner)).members).toEqual([]);
  });
});

describe('GET /team/invitation', () => {
  it('names the team and who invited whom, to anyone holding the link, before signing in', async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    await invite(owner, 'newcomer@team.example');
    const token = await tokenMailedTo('newcomer@team.example');
    const preview = await call(ctx, 'GET', `/team/invitation?token=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      team_name: "Olive Owner's team",
      inviter_name: 'Olive Owner',
      email: 'newcomer@team.example',
      expires_at: expect.any(String),
    });
    expect((await call(ctx, 'GET', `/team/invitation?token=${'x'.repeat(32)}`)).statusCode).toBe(410);
    expect((await call(ctx, 'GET', '/team/invitation?token=short')).statusCode).toBe(400);
  });
});

describe('POST /buyer/team/join', () => {
  it('lets only the invited address join, once', async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    const invitee = await newAccount(ctx, 'buyer', 'Ivy Invitee');
    await invite(owner, invitee.email);
    const token = await tokenMailedTo(invitee.email);
    const stranger = await newAccount(ctx);
    const wrong = await call(ctx, 'POST', '/buyer/team/join', { token }, { token: stranger.token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_MESSAGES.wrongAccount(invitee.email));
    const joined = await call(ctx, 'POST', '/buyer/team/join', { token }, { token: invitee.token });
    expect(joined.json()).toMatchObject({ message: "You joined Olive Owner's team" });
    expect((await call(ctx, 'POST', '/buyer/team/join', { token }, { token: invitee.token })).statusCode).toBe(410);
    expect((await call(ctx, 'POST', '/buyer/team/join', { token: 'short' }, { token: invitee.token })).statusCode).toBe(400);

    const seen = await members(invitee);
    expect(seen).toMatchObject({ role: 'member', owner: { name: 'Olive Owner' } });
    expect(seen.members).toEqual([expect.objectContaining({ email: invitee.email, name: 'Ivy Invitee', status: 'active' })]);
  });
});

describe('downloads under the team plan', () => {
  it("uses the owner's quota, counts the member's downloads, and enforces the member's budget", async () => {
    const { owner, member, memberId } = await teamWithMember();
    const before = await downloadsUsed(owner);
    const first = await download(member, await formatIdOf(ctx, fixture.ids.ridges as number, 'original'));
    expect(first.statusCode, first.body).toBe(200);
    expect(await downloadsUsed(owner)).toBe(before + 1);
    const licence = await ctx.database.db
      .selectFrom('licences')
      .selectAll()
      .where('buyer_user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(licence.account_user_id).toBe(owner.id);
    expect(await members(owner)).toMatchObject({ downloads_left: 150 - before - 1, downloads_per_period: 150 });
    expect((await members(owner)).members[0]).toMatchObject({ member_id: memberId, downloads_this_period: 1 });

    const budget = await call(ctx, 'PUT', '/buyer/team/member/budget', { member_id: memberId, monthly_budget: 1 }, { token: owner.token });
    expect(budget.json().data.member.monthly_budget).toBe(1);
    const over = await download(member, await formatIdOf(ctx, fixture.ids.peak as number, 'original'));
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(TEAM_MESSAGES.overBudget(1));
    expect(await downloadsUsed(owner)).toBe(before + 1);
    // What the team licensed already downloads again whatever the budget.
    expect((await download(member, await formatIdOf(ctx, fixture.ids.ridges as number, 'small'))).statusCode).toBe(200);
    // The owner is not held by members' budgets.
    expect((await download(owner, await formatIdOf(ctx, fixture.ids.peak as number, 'original'))).statusCode).toBe(200);

    expect(
      (await call(ctx, 'PUT', '/buyer/team/member/budget', { member_id: memberId, monthly_budget: 5 }, { token: member.token })).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, 'PUT', '/buyer/team/member/budget', { member_id: memberId, monthly_budget: -1 }, { token: owner.token })).statusCode,
    ).toBe(400);
    // A budget is a JSON number or null, never read from text or a boolean: "" used to lift it and false to zero it.
    for (const malformed of ['', false, '5']) {
      const body = { member_id: memberId, monthly_budget: malformed };
      expect((await call(ctx, 'PUT', '/buyer/team/member/budget', body, { token: owner.token })).statusCode, String(malformed)).toBe(400);
    }
    expect((await members(owner)).members[0]).toMatchObject({ member_id: memberId, monthly_budget: 1 });
    const stranger = await newAccount(ctx);
    expect(
      (await call(ctx, 'PUT', '/buyer/team/member/budget', { member_id: memberId, monthly_budget: 5 }, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    await expectLedgerBalanced(ctx.database.db);
  });
});

describe('PATCH /buyer/team/memebers/remove', () => {
  it('removes a member, who loses the quota at once while the licences stay with the team', async () => {
    const { owner, member, memberId } = await teamWithMember();
    expect((await download(member, await formatIdOf(ctx, fixture.ids.sunset as number, 'original'))).statusCode).toBe(200);
    expect((await remove(member, [memberId])).statusCode).toBe(403);
    const removed = await remove(owner, [memberId]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.member_ids).toEqual([memberId]);
    const after = await download(member, await formatIdOf(ctx, fixture.ids.gradient as number, 'original'));
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('Choose a plan or a download pack to download licensed files.');
    const licences = await ctx.database.db
      .selectFrom('licences')
      .select('account_user_id')
      .where('buyer_user_id', '=', member.id)
      .execute();
    expect(licences).toEqual([{ account_user_id: owner.id }]);
    expect((await members(owner)).members).toEqual([]);
    expect((await members(member)).role).toBe('owner');
  });

  it('refuses ids not in the team (removing none), malformed bodies and contributors', async () => {
    const { owner, memberId } = await teamWithMember();
    const other = await teamWithMember();
    const refused = await remove(owner, [memberId, other.memberId]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(TEAM_MESSAGES.notInTeam);
    expect((await members(owner)).members).toHaveLength(1);
    expect((await remove(owner, [])).statusCode).toBe(400);
    expect((await remove(owner, 'all')).statusCode).toBe(400);
    const contributor = await newAccount(ctx, 'contributor');
    expect((await remove(contributor, [memberId])).statusCode).toBe(401);
  });
});

describe('team collections', () => {
  it('shows what the owner shares to every member, as viewer or editor, and nothing after removal', async () => {
    const { owner, member, memberId } = await teamWithMember();
    const created = await call(
      ctx,
      'POST',
      '/buyer/create/collection',
      { collection_name: 'Team board', media_id: fixture.ids.ridges },
      { token: owner.token },
    );
    const collectionId = created.json().data.collection.collection_id;
    const listOf = async (who: Account) =>
      (await call(ctx, 'GET', '/buyer/collections', undefined, { token: who.token })).json().data.collections;
    const save = (who: Account) =>
      call(
        ctx,
        'POST',
        '/buyer/save/collection',
        { collection_id: collectionId, data: { media_id: fixture.ids.peak } },
        { token: who.token },
      );
    expect(await listOf(member)).toEqual([]);

    await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: collectionId, team_access: 'viewer' }, { token: owner.token });
    expect(await listOf(member)).toEqual([
      expect.objectContaining({ collection_id: collectionId, role: 'viewer', owner_name: 'Olive Owner', share: null }),
    ]);
    const viewerSave = await save(member);
    expect(viewerSave.statusCode).toBe(403);
    expect(viewerSave.json().message).toBe(COLLECTION_MESSAGES.viewerOnly);
    expect((await call(ctx, 'PUT', '/buyer/collection/delete', { collection_id: collectionId }, { token: member.token })).statusCode).toBe(
      403,
    );

    await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: collectionId, team_access: 'editor' }, { token: owner.token });
    expect((await save(member)).statusCode).toBe(200);
    const files = await call(ctx, 'POST', '/buyer/collection/files', { collection_id: collectionId }, { token: owner.token });
    expect(files.json().data.totalCount).toBe(2);
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: collectionId, name: 'Mine' }, { token: member.token }))
        .statusCode,
    ).toBe(403);

    await remove(owner, [memberId]);
    expect(await listOf(member)).toEqual([]);
    expect((await call(ctx, 'POST', '/buyer/collection/files', { collection_id: collectionId }, { token: member.token })).statusCode).toBe(
      404,
    );
  });
});

describe('the invitation in the invitee’s language', () => {
  it('goes to an invitee without an account in the inviter’s language, to one with an account in theirs', async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive <b>& Owner');
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    await chooseLocale(ctx, owner.token, 'ja');
    expect((await invite(owner, 'hana@team.example')).statusCode).toBe(200);
    const japanese = await latestMailTo(ctx, 'hana@team.example');
    expect(japanese.subject).toBe('Lumoraのチームに招待されました');
    expect(japanese.text).toContain('Olive <b>& OwnerさんからLumoraのチームに招待されました。');
    expect(japanese.text).toMatch(
      /（hana@team\.example で登録|hana@team\.exampleで登録またはログインしてください）。\d{4}年\d{1,2}月\d{1,2}日まで有効です：/,
    );

    const german = await newAccount(ctx, 'buyer', 'Greta');
    await chooseLocale(ctx, german.token, 'de');
    expect((await invite(owner, german.email)).statusCode).toBe(200);
    const mail = await latestMailTo(ctx, german.email);
    expect(mail.subject).toBe('Einladung in ein Team auf Lumora');
    expect(mail.text).toContain('Olive <b>& Owner hat Sie in ein Team auf Lumora eingeladen.');
    expect(await latestRawMailTo(ctx, german.email)).toContain('<p>Olive &lt;b&gt;&amp; Owner hat Sie in ein Team');
    expect(mail.text).toMatch(/er gilt bis zum \d{1,2}\. [A-Z][a-zä]+ \d{4}:/);
  });

  it('falls back to the language the invitation was sent in, and reads word for word as before in English', async () => {
    const owner = await newAccount(ctx, 'buyer', 'Olive Owner');
    await buyVariant(ctx, owner.token, TEAM_MONTHLY);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/team/invite',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: JSON.stringify({ email: 'claire@team.example' }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const french = await latestMailTo(ctx, 'claire@team.example');
    expect(french.subject).toBe('Invitation à rejoindre une équipe sur Lumora');
    expect(french.text).toContain('Olive Owner vous invite à rejoindre son équipe sur Lumora.');

    expect((await invite(owner, 'grace@team.example')).statusCode).toBe(200);
    const english = await latestMailTo(ctx, 'grace@team.example');
    const link = `${ctx.config.publicUrl}/buyer/team/join?token=${await tokenMailedTo('grace@team.example')}`;
    const until = /it works until (\d{4}-\d{2}-\d{2}):/.exec(english.text)?.[1];
    expect(english.text).toBe(
      [
        'Olive Owner invited you to their team on Lumora.',
        '',
        "As a member you download licensed photos and videos under the team's plan and work in the team's collections.",
        `Join with this link (sign up or sign in with grace@team.example); it works until ${until}:`,
        link,
        '',
        'If you do not know this person, you can ignore this e-mail.',
      ].join('\n'),
    );
  });
});
