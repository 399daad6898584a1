import { type Static, Type } from '@sinclair/typebox';
import { Paged } from './envelope';
import { Id, PageNo } from './numbers';

/** The reseller programme: applications with company details, and the administrator's decision. */

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);
const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const RESELLER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export const ResellerApplicationStatus = Type.Union(RESELLER_APPLICATION_STATUSES.map((status) => Type.Literal(status)));
export type ResellerApplicationStatus = Static<typeof ResellerApplicationStatus>;

export const ResellerApplicationBody = Type.Object(
  {
    company_name: Text(200, 'the business that licenses for its clients'),
    website: Type.String({ minLength: 8, maxLength: 300, pattern: '^https?://[^\\s/]+\\.[^\\s]+$', description: 'http(s) address' }),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country of the business, e.g. DE' }),
    use_case: Text(2000, 'who the business licenses for, and how the files are used'),
  },
  { additionalProperties: false },
);
export type ResellerApplicationBody = Static<typeof ResellerApplicationBody>;

export const ResellerApplication = Type.Object({
  id: Type.Integer(),
  company_name: Type.String(),
  website: Type.String(),
  country: Type.String(),
  use_case: Type.String(),
  status: ResellerApplicationStatus,
  decision_note: Type.Union([Type.String(), Type.Null()]),
  decided_at: NullableDateTime,
  created_at: DateTime,
});
export type ResellerApplication = Static<typeof ResellerApplication>;

export const ResellerApplicationData = Type.Object({
  application: Type.Union([ResellerApplication, Type.Null()], { description: "the account's latest application; null before the first" }),
});
export type ResellerApplicationData = Static<typeof ResellerApplicationData>;

export const AdminResellerApplication = Type.Composite([
  ResellerApplication,
  Type.Object({ user_id: Type.Integer(), applicant_name: Type.String(), applicant_email: Type.String() }),
]);
export type AdminResellerApplication = Static<typeof AdminResellerApplication>;

export const AdminResellerQuery = Type.Object(
  {
    status: Type.Optional(ResellerApplicationStatus),
    page_no: Type.Optional(PageNo()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdminResellerQuery = Static<typeof AdminResellerQuery>;
export const PagedResellerApplications = Paged(AdminResellerApplication);
export type PagedResellerApplications = Static<typeof PagedResellerApplications>;

export const ResellerDecisionBody = Type.Object(
  {
    application_id: Id('the application to decide'),
    decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
    reason: Text(500, 'why; kept in the audit trail and, for a decline, told to the applicant'),
  },
  { additionalProperties: false },
);
export type ResellerDecisionBody = Static<typeof ResellerDecisionBody>;

export const AdminResellerApplicationData = Type.Object({ application: AdminResellerApplication });
export type AdminResellerApplicationData = Static<typeof AdminResellerApplicationData>;
