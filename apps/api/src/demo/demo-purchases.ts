import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE } from '@stock/contracts';
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
/** How long after signing up the person types the mailed code. */
const CODE_TYPED_AFTER_MS = 2 * 60_000;

/** The card form's fields for the test card that succeeds; it is saved for renewals and upgrades, as at checkout. */
export function testCard(now: Date) {
  return { card_number: SUCCEEDING_CARD.number, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' };
}

/** Signs a person up on the given day (with a referral code, if any) and confirms the address with the mailed code. */
export async function signUp(
  deps: AppDeps,
  person: { name: string; email: string },
  at: Date,
  referralCode?: string,
): Promise<SessionUser> {
  const password = `${randomBytes(12).toString('base64url')}-Demo-2026`;
  await register(deps, { name: person.name, email: person.email, password, confirm_password: password, referal_code: referralCode }, at);
  const code = await mailedCode(deps.config, person.email);
  if (code) await verifyEmailOtp(deps, person.email, code, CLIENT, new Date(at.getTime() + CODE_TYPED_AFTER_MS));
  const id = await userIdByEmail(deps.db, person.email);
  if (id === undefined) throw new Error(`the demo buyer ${person.email} was not created`);
  return actingAs(id, 'buyer');
}

/** Checkout and the card step, as the checkout page makes them, ordered and paid at the given moment. */
export async function buyWithTestCard(
  deps: AppDeps,
  buyer: SessionUser,
  planVariantId: number,
  paidAt: Date,
  key: string,
): Promise<number> {
  const started = await checkout(deps, buyer, { plan_variant_id: planVariantId, idempotency_key: key }, DEFAULT_LOCALE, paidAt);
  const paid = await payWithTestCard(deps, buyer, { order_id: started.data.order.order_id, ...testCard(paidAt) }, DEFAULT_LOCALE, paidAt);
  return paid.data.order.order_id;
}

/** The team owner invites each address; each invitee signs up and follows the link in the invitation, a while later. */
export async function buildTeam(
  deps: AppDeps,
  owner: SessionUser,
  members: { name: string; email: string }[],
  at: { invited: Date; joined: Date },
): Promise<SessionUser[]> {
  const joined: SessionUser[] = [];
  for (const member of members) {
    await inviteMember(deps, owner, member.email, undefined, at.invited);
    const token = await mailedTeamInvitation(deps.config, member.email);
    if (!token) continue;
    const user = await signUp(deps, member, at.joined);
    await joinTeam(deps, user, token, new Date(at.joined.getTime() + CODE_TYPED_AFTER_MS));
    joined.push(user);
  }
  return joined;
}
