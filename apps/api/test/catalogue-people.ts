import { signedUpAndIn } from '../src/modules/auth/auth-test-helpers';
import { type CatalogueFixture, seedCatalogueFixture } from './catalogue-fixture';
import type { TestContext } from './test-app';

/** The catalogue fixture and three signed-in people: two buyers, Alice and Bob, and a contributor, Cora. */
export async function seedCatalogueAndPeople(ctx: TestContext) {
  const fixture: CatalogueFixture = await seedCatalogueFixture(ctx.database.db);
  const alice = (await signedUpAndIn(ctx, { email: 'alice@example.com', name: 'Alice Moreau' })).token;
  const bob = (await signedUpAndIn(ctx, { email: 'bob@example.com', name: 'Bob Stone' })).token;
  const contributor = (await signedUpAndIn(ctx, { email: 'cora@example.com', is_contributor: true })).token;
  return { fixture, alice, bob, contributor };
}
