import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ReferralRewardsTable, RoleValue } from '../../db/schema';

export interface ReferredPersonRow {
  name: string;
  roles: RoleValue[];
  created_at: Date;
  earnings_cents: number;
  first_payment_rewarded: boolean;
}

/** The people a user referred, newest first, with what each has earned the referrer so far. */
export async function findReferredPeople(db: Db, referrerId: number, limit: number): Promise<ReferredPersonRow[]> {
  return db
    .selectFrom('users as u')
    .leftJoin('referral_rewards as r', (join) => join.onRef('r.referred_user_id', '=', 'u.id').on('r.referrer_id', '=', referrerId))
    .select([
      'u.name',
      'u.roles',
      'u.created_at',
      sql<number>`coalesce(sum(r.amount_cents), 0)::int`.as('earnings_cents'),
      sql<boolean>`bool_or(r.kind = 'buyer_first_payment') IS TRUE`.as('first_payment_rewarded'),
    ])
    .where('u.referred_by', '=', referrerId)
    .where('u.deleted_at', 'is', null)
    .groupBy(['u.id', 'u.name', 'u.roles', 'u.created_at'])
    .orderBy('u.created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function referralTotals(db: Db, referrerId: number): Promise<{ referred: number; earningsCents: number }> {
  const [people, earnings] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('referred_by', '=', referrerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_rewards')
      .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { referred: Number(people.n), earningsCents: Number(earnings.total) };
}

export async function findReferralCode(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirst();
  return row?.referral_code;
}

export interface ReferrerOf {
  referrer_id: number;
  referred_since: Date;
}

/** Who referred this user, when that referrer can still earn (a contributor whose account is not deleted). */
export async function findEarningReferrer(db: Db, userId: number): Promise<ReferrerOf | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('users as referrer', 'referrer.id', 'u.referred_by')
    .select(['referrer.id as referrer_id', 'u.created_at as referred_since'])
    .where('u.id', '=', userId)
    .where('referrer.deleted_at', 'is', null)
    .where(sql<boolean>`'contributor' = ANY(referrer.roles)`)
    .executeTakeFirst();
}

/** Records a reward once per source; false when this source (or this buyer's first payment) was rewarded already. */
export async function insertReferralReward(db: Db, reward: Insertable<ReferralRewardsTable>): Promise<boolean> {
  const row = await db
    .insertInto('referral_rewards')
    .values(reward)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
