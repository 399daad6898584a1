import { type Static, Type } from '@sinclair/typebox';
import { IdempotencyKey, OrderStatus } from './billing';
import { ADMIN_FILE_STATUSES, TAKE_DOWN_GROUNDS } from './constants';
import { Paged } from './envelope';
import { Id, PageNo } from './numbers';
import { AdminPayout } from './payouts';

/** The operator console: re-authentication, people, files, payout batches, and the audit trail of it all. */

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const PageParams = {
  page_no: Type.Optional(PageNo()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
const Reason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why; kept in the audit trail' });

export const AdminReauthBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type AdminReauthBody = Static<typeof AdminReauthBody>;
export const AdminReauthData = Type.Object({ reauthenticated_until: DateTime });
export type AdminReauthData = Static<typeof AdminReauthData>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  admin_id: Type.Integer(),
  admin_name: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AdminAuditQuery = Type.Object(
  {
    target_type: Type.Optional(Type.String({ maxLength: 40 })),
    target_id: Type.Optional(Type.String({ maxLength: 40 })),
    ...PageParams,
  },
  { additionalProperties: false },
);
export type AdminAuditQuery = Static<typeof AdminAuditQuery>;
export const PagedAuditEntries = Paged(AuditEntry);
export type PagedAuditEntries = Static<typeof PagedAuditEntries>;

export const AdminUserQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of an e-mail or name, or a user id' })), ...PageParams },
  { additionalProperties: false },
);
export type AdminUserQuery = Static<typeof AdminUserQuery>;

export const AdminUserSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.String()),
  email_verified: Type.Boolean(),
  created_at: DateTime,
  suspended_at: NullableDateTime,
  suspended_reason: Type.Union([Type.String(), Type.Null()]),
});
export type AdminUserSummary = Static<typeof AdminUserSummary>;
export const PagedAdminUsers = Paged(AdminUserSummary);
export type PagedAdminUsers = Static<typeof PagedAdminUsers>;

export const AdminUserDetail = Type.Object({
  user: AdminUserSummary,
  plan: Type.Union([Type.Object({ plan_id: Type.Integer(), status: Type.String(), current_period_end: DateTime }), Type.Null()]),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      description: Type.String(),
      status: Type.String(),
      total_cents: Type.Integer(),
      created_at: DateTime,
    }),
  ),
  licence_count: Type.Integer(),
  files: Type.Record(Type.String(), Type.Integer(), { description: 'Number of the contributor’s files by status' }),
  balance: Type.Object({ available_cents: Type.Integer(), pending_cents: Type.Integer(), paid_out_cents: Type.Integer() }),
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      role: Type.String(),
      created_at: DateTime,
      last_seen_at: DateTime,
      revoked_at: NullableDateTime,
      ip: Type.Union([Type.String(), Type.Null()]),
      user_agent: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  audit: Type.Array(AuditEntry),
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;

export const AdminUserParams = Type.Object({ id: Id() }, { additionalProperties: false });
export type AdminUserParams = Static<typeof AdminUserParams>;

export const AdminUserActionBody = Type.Object({ user_id: Id(), reason: Reason }, { additionalProperties: false });
export type AdminUserActionBody = Static<typeof AdminUserActionBody>;
export const AdminUserData = Type.Object({ user: AdminUserSummary });
export type AdminUserData = Static<typeof AdminUserData>;

/** The roles an administrator grants or takes away in the console; buyer is every account's own. */
export const ADMIN_GRANTABLE_ROLES = ['admin', 'contributor'] as const;
export const AdminRoleChangeBody = Type.Object(
  {
    user_id: Id(),
    role: Type.Union(ADMIN_GRANTABLE_ROLES.map((role) => Type.Literal(role))),
    granted: Type.Boolean({ description: 'true gives the role, false takes it away' }),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminRoleChangeBody = Static<typeof AdminRoleChangeBody>;

export type TakeDownGround = (typeof TAKE_DOWN_GROUNDS)[number];

export const AdminFileQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(ADMIN_FILE_STATUSES.map((status) => Type.Literal(status)))),
    contributor_id: Type.Optional(Id()),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the title, or a file id' })),
    from: Type.Optional(Type.String({ format: 'date', description: 'Uploaded on or after (YYYY-MM-DD)' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Uploaded on or before (YYYY-MM-DD)' })),
    ...PageParams,
  },
  { additionalProperties: false },
);
export type AdminFileQuery = Static<typeof AdminFileQuery>;

export const AdminFile = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.String(),
  status: Type.String(),
  category_id: Type.Union([Type.Integer(), Type.Null()]),
  contributor_id: Type.Integer(),
  contributor_name: Type.String(),
  created_at: DateTime,
  published_at: NullableDateTime,
  removed_at: NullableDateTime,
  licence_count: Type.Integer(),
});
export type AdminFile = Static<typeof AdminFile>;
export const PagedAdminFiles = Paged(AdminFile);
export type PagedAdminFiles = Static<typeof PagedAdminFiles>;

export const TakeDownBody = Type.Object(
  {
    media_id: Id(),
    ground: Type.Union(TAKE_DOWN_GROUNDS.map((ground) => Type.Literal(ground))),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type TakeDownBody = Static<typeof TakeDownBody>;
export const RestoreFileBody = Type.Object({ media_id: Id(), reason: Reason }, { additionalProperties: false });
export type RestoreFileBody = Static<typeof RestoreFileBody>;
export const AdminFileEditBody = Type.Object(
  {
    media_id: Id(),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    category_id: Type.Optional(Id()),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminFileEditBody = Static<typeof AdminFileEditBody>;
export const AdminFileData = Type.Object({ file: AdminFile });
export type AdminFileData = Static<typeof AdminFileData>;

export const CreatePayoutBatchBody = Type.Object(
  { withdrawal_ids: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type CreatePayoutBatchBody = Static<typeof CreatePayoutBatchBody>;

export const PayoutBatch = Type.Object({
  id: Type.Integer(),
  created_at: DateTime,
  exported_at: NullableDateTime,
  total_cents: Type.Integer(),
  items: Type.Array(AdminPayout),
});
export type PayoutBatch = Static<typeof PayoutBatch>;
export const PayoutBatchData = Type.Object({ batch: PayoutBatch });
export type PayoutBatchData = Static<typeof PayoutBatchData>;
export const PagedPayoutBatches = Paged(PayoutBatch);
export type PagedPayoutBatches = Static<typeof PagedPayoutBatches>;
export const PayoutBatchListQuery = Type.Object({ ...PageParams }, { additionalProperties: false });
export type PayoutBatchListQuery = Static<typeof PayoutBatchListQuery>;

export const PayoutBatchParams = Type.Object({ id: Id() }, { additionalProperties: false });
export type PayoutBatchParams = Static<typeof PayoutBatchParams>;

export const PayoutBatchExport = Type.Object({
  batch_id: Type.Integer(),
  transfer_xml: Type.Union([Type.String(), Type.Null()], {
    description:
      'ISO 20022 pain.001.001.03 credit transfers for the items paid to an IBAN, one payment block per currency: SEPA (service level SEPA, charges SLEV) only for EUR, an ordinary transfer (charges SHAR) for USD; null when there are none',
  }),
  transfer_file_name: Type.Union([Type.String(), Type.Null()]),
  /** The other items (account and routing number or SWIFT), one row each; null when there are none. */
  csv: Type.Union([Type.String(), Type.Null()]),
  csv_file_name: Type.Union([Type.String(), Type.Null()]),
});
export type PayoutBatchExport = Static<typeof PayoutBatchExport>;

export const DashboardPoint = Type.Object({
  /** The first day of the bucket, YYYY-MM-DD (UTC; weeks start on Monday). */
  date: Type.String(),
  revenue_cents: Type.Integer({ description: 'Net revenue booked in the ledger (before tax), refunds deducted' }),
  licences: Type.Integer(),
  new_buyers: Type.Integer(),
  new_contributors: Type.Integer(),
  uploads: Type.Integer(),
});
export type DashboardPoint = Static<typeof DashboardPoint>;

export const DashboardData = Type.Object({
  period: Type.Object({ startTime: DateTime, endTime: DateTime }),
  interval: Type.String(),
  totals: Type.Omit(DashboardPoint, ['date']),
  points: Type.Array(DashboardPoint),
  review_backlog: Type.Object({ count: Type.Integer(), oldest_submitted_at: NullableDateTime }),
  payouts_due: Type.Object({ count: Type.Integer(), amount_cents: Type.Integer() }),
});
export type DashboardData = Static<typeof DashboardData>;

export const AdminOrderQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'An order id, or part of the buyer’s e-mail or name' })),
    status: Type.Optional(OrderStatus),
    ...PageParams,
  },
  { additionalProperties: false },
);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const AdminOrder = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  buyer_name: Type.String(),
  buyer_email: Type.String(),
  kind: Type.String(),
  status: OrderStatus,
  description: Type.String(),
  currency: Type.String(),
  total_cents: Type.Integer(),
  tax_cents: Type.Integer(),
  created_at: DateTime,
  invoice_number: Type.Union([Type.String(), Type.Null()]),
});
export type AdminOrder = Static<typeof AdminOrder>;
export const PagedAdminOrders = Paged(AdminOrder);
export type PagedAdminOrders = Static<typeof PagedAdminOrders>;

export const AdminOrderParams = Type.Object({ id: Id('An order') }, { additionalProperties: false });
export type AdminOrderParams = Static<typeof AdminOrderParams>;

export const AdminRefundBody = Type.Object(
  {
    amount_cents: Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'In cents, tax included; at most what is left to refund' }),
    reason: Reason,
    idempotency_key: Type.String({
      minLength: IdempotencyKey.minLength,
      maxLength: IdempotencyKey.maxLength,
      pattern: IdempotencyKey.pattern,
      description:
        'Made once per intended refund by the client (e.g. a UUID), unique per order: sent again, the first refund is answered and nothing more is refunded; with another amount, 409',
    }),
  },
  { additionalProperties: false },
);
export type AdminRefundBody = Static<typeof AdminRefundBody>;

export const AdminRefund = Type.Object({
  id: Type.Integer(),
  credit_note_number: Type.String({ description: 'Sequential, e.g. CN-000007' }),
  amount_cents: Type.Integer(),
  tax_cents: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  downloads_removed: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded')], {
    description: 'pending until the payment provider confirms the refund',
  }),
  admin_name: Type.String(),
  created_at: DateTime,
});
export type AdminRefund = Static<typeof AdminRefund>;

export const AdminOrderRefunds = Type.Object({
  order_id: Type.Integer(),
  currency: Type.String(),
  paid_cents: Type.Integer(),
  refunded_cents: Type.Integer(),
  refundable_cents: Type.Integer(),
  reauth_above_cents: Type.Integer({ description: 'Refunds above this need POST /admin/reauth first' }),
  refunds: Type.Array(AdminRefund),
});
export type AdminOrderRefunds = Static<typeof AdminOrderRefunds>;
