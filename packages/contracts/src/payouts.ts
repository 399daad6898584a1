import { type Static, Type } from '@sinclair/typebox';
import { CENTS_KEYWORD, TYPED_BODY } from './billing-values';
import { WITHDRAWAL_STATUSES } from './constants';
import { Paged } from './envelope';
import { Id, PageNo } from './numbers';

/** Withdrawals of royalties to the contributor's bank account, and the admins' payouts queue. */

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The largest single withdrawal the API accepts, in dollars; anything above is refused as malformed. */
export const WITHDRAWAL_MAX_DOLLARS = 1_000_000;

export const WithdrawBody = Type.Object(
  {
    amount: Type.Number({
      exclusiveMinimum: 0,
      maximum: WITHDRAWAL_MAX_DOLLARS,
      [CENTS_KEYWORD]: true,
      description: 'US dollars: a JSON number with at most two decimals, e.g. 35 or 120.5 (not a string)',
    }),
  },
  { additionalProperties: false, ...TYPED_BODY },
);
export type WithdrawBody = Static<typeof WithdrawBody>;

const StatusSchema = Type.Union(WITHDRAWAL_STATUSES.map((status) => Type.Literal(status)));

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  amount_cents: Type.Integer(),
  currency: Type.String(),
  status: StatusSchema,
  bank_name: Type.String(),
  account_masked: Type.String(),
  requested_at: Type.String({ format: 'date-time' }),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  payout_reference: Type.Union([Type.String(), Type.Null()]),
  failure_reason: Type.Union([Type.String(), Type.Null()]),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const WithdrawalData = Type.Object({ withdrawal: Withdrawal, available_cents: Type.Integer() });
export type WithdrawalData = Static<typeof WithdrawalData>;

export const WithdrawalListQuery = Type.Object(
  {
    page_no: Type.Optional(PageNo()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  },
  { additionalProperties: false },
);
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

export const PagedWithdrawals = Paged(Withdrawal);
export type PagedWithdrawals = Static<typeof PagedWithdrawals>;

export const AdminPayout = Type.Composite([
  Withdrawal,
  Type.Object({
    contributor_id: Type.Integer(),
    contributor_name: Type.String(),
    contributor_email: Type.String(),
    account_holder_name: Type.String(),
    country: Type.String(),
  }),
]);
export type AdminPayout = Static<typeof AdminPayout>;

export const AdminPayoutListQuery = Type.Object(
  {
    status: Type.Optional(StatusSchema),
    page_no: Type.Optional(PageNo()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdminPayoutListQuery = Static<typeof AdminPayoutListQuery>;

export const PagedAdminPayouts = Paged(AdminPayout);
export type PagedAdminPayouts = Static<typeof PagedAdminPayouts>;

export const MarkPayoutPaidBody = Type.Object(
  {
    withdrawal_id: Id(),
    payout_reference: Type.Optional(Type.String({ maxLength: 100, description: 'The bank transfer reference' })),
  },
  { additionalProperties: false },
);
export type MarkPayoutPaidBody = Static<typeof MarkPayoutPaidBody>;

export const MarkPayoutFailedBody = Type.Object(
  {
    withdrawal_id: Id(),
    reason: Type.String({ minLength: 1, maxLength: 500, description: 'Told to the contributor' }),
  },
  { additionalProperties: false },
);
export type MarkPayoutFailedBody = Static<typeof MarkPayoutFailedBody>;

export const AdminPayoutData = Type.Object({ payout: AdminPayout });
export type AdminPayoutData = Static<typeof AdminPayoutData>;
