import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';

export const APPLICATION = {
  company_name: 'Harbour & Pine Studio',
  website: 'https://harbourpine.example.com',
  country: 'DE',
  use_case: 'We design brochures and web sites for regional hotels.',
};

export const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** A signed-in buyer whose reseller application the given administrator approved. */
export async function approvedReseller(ctx: TestContext, adminToken: string, email = newEmail('reseller')) {
  const buyer = await signedUpAndIn(ctx, { email, name: 'Rena Reseller' });
  const applied = await call(ctx, 'POST', '/buyer/reseller/application', APPLICATION, { token: buyer.token });
  expect(applied.statusCode, applied.body).toBe(200);
  const decided = await call(
    ctx,
    'POST',
    '/admin/reseller-applications/decide',
    { application_id: applied.json().data.application.id, decision: 'approve', reason: 'Known agency' },
    { token: adminToken },
  );
  expect(decided.statusCode, decided.body).toBe(200);
  return { ...buyer, email };
}
