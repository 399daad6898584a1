import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, newAccount, seedPublishedImages } from '../../../test/billing-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { expectLedgerBalanced } from '../../../test/ledger-invariant';
import { useTestApp } from '../../../test/test-app';
import { zipEntries } from '../../../test/zip-entries';
import { createStorage } from '../../storage/create-storage';
import { call } from '../auth/auth-test-helpers';
import { accountBalance } from '../ledger/ledger.repo';
import { royaltiesPayable } from '../ledger/ledger-accounts';
import { ZIP_MESSAGES } from './collection-zip.service';

const ctx = useTestApp({ jobs: true });
let fixture: CatalogueFixture;
let original: Buffer;

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#446688' } })
    .jpeg()
    .toBuffer();
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.database.db);
});

type Account = Awaited<ReturnType<typeof newAccount>>;
const ESSENTIALS_MONTHLY = 11;
const FIVE_PACK = 41;

/** A collection of the buyer's with this many published images, each with a real original in private storage. */
async function collectionOf(buyer: Account, count: number): Promise<{ collectionId: number; fileIds: number[] }> {
  const fileIds = await seedPublishedImages(ctx, fixture.contributorId, count);
  const storage = createStorage(ctx.config);
  for (const id of fileIds) await storage.put(`private/originals/${id}/original.jpg`, original, 'image/jpeg');
  const created = await call(ctx, 'POST', '/buyer/create/collection', { collection_name: `Launch ${fileIds[0]}` }, { token: buyer.token });
  const collectionId = created.json().data.collection.collection_id as number;
  for (const id of fileIds) {
    const saved = await call(
      ctx,
      'POST',
      '/buyer/save/collection',
      { collection_id: collectionId, data: { media_id: id } },
      { token: buyer.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { collectionId, fileIds };
}

const license = (who: Account, collectionId: number, size = 'small') =>
  call(ctx, 'POST', '/buyer/collection/license', { collection_id: collectionId, size }, { token: who.token });
const licenceCount = async (holderId: number) =>
  (await ctx.database.db.selectFrom('licences').select('id').where('account_user_id', '=', holderId).execute()).length;
const downloadsUsed = async (holderId: number) =>
  (await ctx.database.db.selectFrom('subscriptions').select('downloads_used').where('user_id', '=', holderId).executeTakeFirstOrThrow())
    .downloads_used;

describe('POST /api/buyer/collection/license and the zip', () => {
  it('licenses a collection of five at a size, one download each, and streams one zip of them with its length', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
    const { collectionId, fileIds } = await collectionOf(buyer, 5);
    const payableBefore = await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId));

    const response = await license(buyer, collectionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(ZIP_MESSAGES.ready(5, 5));
    const data = response.json().data;
    expect(data).toMatchObject({ files: 5, new_licences: 5, downloads_left: 5, file_name: `Launch-${fileIds[0]}-small.zip` });
    expect(await downloadsUsed(buyer.id)).toBe(5);
    expect(await accountBalance(ctx.database.db, royaltiesPayable(fixture.contributorId))).toBeLessThan(payableBefore);

    const zip = await ctx.app.inject({ method: 'GET', url: data.zip_url });
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
    const entries = zipEntries(zip.rawPayload);
    expect(entries).toHaveLength(5);
    for (const entry of entries) {
      expect(entry.name).toMatch(/^download-test-image-[0-9a-f]{8}-small\.jpg$/);
      expect(await sharp(entry.data).metadata()).toMatchObject({ width: 800, height: 533, format: 'jpeg' });
    }

    // Licensed once: the same collection again is free.
    const again = await license(buyer, collectionId);
    expect(again.json().data).toMatchObject({ files: 5, new_licences: 0, downloads_left: 5 });
  });

  it('refuses a collection larger than the downloads left, before licensing or using anything', async () => {
    const buyer = await newAccount(ctx);
    await buyVariant(ctx, buyer.token, FIVE_PACK);
    const { collectionId } = await collectionOf(buyer, 6);
    const response = await license(buyer, collectionId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ZIP_MESSAGES.quota(6, 5));
    expect(await licenceCount(buyer.id)).toBe(0);
    const pack = await ctx.database.db
      .selectFrom('credit_packs')
      .select('credits_used')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(pack.credits_used).toBe(0);
  });

  it("answers 404 for another buyer's collection, and a forged or altered zip link is refused", async () => {
    const owner = await newAccount(ctx);
    await buyVariant(ctx, owner.token, ESSENTIALS_MONTHLY);
    const stranger = await newAccount(ctx);
    await buyVariant(ctx, stranger.token, ESSENTIALS_MONTHLY);
    const { collectionId } = await collectionOf(owner, 1);
    const refused = await license(stranger, collectionId);
    expect(refused.statusCode).toBe(404);
    expect(await licenceCount(stranger.id)).toBe(0);

    const url = (await license(owner, collectionId, 'original')).json().data.zip_url as string;
    const altered = url.replace('size=original', 'size=small');
    expect((await ctx.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
    expect((await license(owner, collectionId, 'huge')).statusCode).toBe(400);
  });
});
