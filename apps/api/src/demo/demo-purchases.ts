import { randomBytes } from 'node:crypto';
import { TEST_CARDS } from '@stock/contracts/values';
import type { AppDeps } from '../app-deps';
import { register, verifyEmailOtp } from '../modules/auth/auth.service';
import type { SessionUser } from '../modules/auth/sessions';
import { checkout, payWithTestCard } from '../modules/billing/checkout.service';
import { inviteMember, joinTeam } from '../modules/team/team.service';
import { userIdByEmail } from './demo-files.repo';
import { mailedCode, mailedTeamInvitation } from './demo-mailbox';
import { actingAs } from './demo-session';

const [SUCCEEDING_CARD] = TEST_CARDS;
const CLIENT = { ip: '127.0.0.1', userAgent: 'demo history' };

/** The card form's fields for the test card that succeeds; it is saved for renewals and upgrades, as at checkout. */
export function testCard(now: Date) {
  return { card_number: SUCCEEDING_CARD.number, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' };
}

/** Signs a person up (with a referral code, if any) and confirms the address with the mailed code. */
export async function signUp(deps: AppDeps, person: { name: string; email: string }, referralCode?: string): Promise<SessionUser> {
  const password = `${randomBytes(12).toString('base64url')}-Demo-2026`;
  await register(deps, { name: person.name, email: person.email, password, confirm_password: password, referal_code: referralCode });
  const code = await mailedCode(deps.config, person.email);
  if (code) await verifyEmailOtp(deps, person.email, code, CLIENT);
  const id = await userIdByEmail(deps.db, person.email);
  if (id === undefined) throw new Error(`the demo buyer ${person.email} was not created`);
  return actingAs(id, 'buyer');
}

/** Checkout and the card step, as the checkout page makes them, paid on the given day. */
export async function buyWithTestCard(
  deps: AppDeps,
  buyer: SessionUser,
  planVariantId: number,
  paidAt: Date,
  key: string,
): Promise<number> {
  const started = await checkout(deps, buyer, { plan_variant_id: planVariantId, idempotency_key: key });
  const paid = await payWithTestCard(deps, buyer, { order_id: started.data.order.order_id, ...testCard(paidAt) }, paidAt);
  return paid.data.order.order_id;
}

/** The team owner invites each address; each invitee signs up and follows the link in the invitation. */
export async function buildTeam(deps: AppDeps, owner: SessionUser, members: { name: string; email: string }[]): Promise<SessionUser[]> {
  const joined: SessionUser[] = [];
  for (const member of members) {
    await inviteMember(deps, owner, member.email);
    const token = await mailedTeamInvitation(deps.config, member.email);
    if (!token) continue;
    const user = await signUp(deps, member);
    await joinTeam(deps, user, token);
    joined.push(user);
  }
  return joined;
}
