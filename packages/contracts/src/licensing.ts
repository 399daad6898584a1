import { type Static, Type } from '@sinclair/typebox';
import { IdempotencyKey } from './billing';
import { LICENCES_PAGE_LIMIT } from './billing-values';
import { pageParams } from './catalogue';
import { Id, MAX_ID } from './numbers';

const Cents = Type.Integer({ description: 'An amount in US cents' });

export const LicenceTierName = Type.Union([Type.Literal('standard'), Type.Literal('enhanced')], {
  description: 'standard: what plans and packs license; enhanced: no print or audience limits, resale products allowed',
});
export type LicenceTierName = Static<typeof LicenceTierName>;

export const LicenceTier = Type.Object({
  tier: LicenceTierName,
  name: Type.String(),
  summary: Type.String(),
  rights: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  indemnity_cents: Cents,
  price_cents: Type.Object({ IMAGE: Cents, VIDEO: Cents }, { description: 'Price of one file at this tier, before tax' }),
  upgrade_price_cents: Type.Union([Type.Object({ IMAGE: Cents, VIDEO: Cents }), Type.Null()], {
    description: 'What upgrading a Standard licence to this tier costs, before tax; null for Standard',
  }),
  covered_by_plans: Type.Boolean({ description: 'True when a plan or pack download licenses this tier' }),
});
export type LicenceTier = Static<typeof LicenceTier>;

export const LicenceTiersData = Type.Object({
  tiers: Type.Array(LicenceTier),
  currency: Type.String(),
  tax_rate_bp: Type.Integer(),
});
export type LicenceTiersData = Static<typeof LicenceTiersData>;

export const FileCheckoutBody = Type.Object(
  {
    media_format_id: Id('The format to license (file detail `formats`)'),
    tier: LicenceTierName,
    idempotency_key: Type.Optional(IdempotencyKey),
  },
  { additionalProperties: false },
);
export type FileCheckoutBody = Static<typeof FileCheckoutBody>;

export const LicenceUpgradeBody = Type.Object(
  { licence_id: Id('A Standard licence of the signed-in buyer'), idempotency_key: Type.Optional(IdempotencyKey) },
  { additionalProperties: false },
);
export type LicenceUpgradeBody = Static<typeof LicenceUpgradeBody>;

export const LICENCE_REFERENCE_LIMITS = { client_name: 120, project: 120, po_number: 40 } as const;

const reference = (max: number, description: string) =>
  Type.Union([Type.String({ maxLength: max, description }), Type.Null()], { description: `${description}; empty or null clears it` });

export const LicenceReferencesBody = Type.Object(
  {
    licence_id: Id('A licence of the signed-in buyer (or of their team)'),
    client_name: reference(LICENCE_REFERENCE_LIMITS.client_name, 'The end client the file is licensed for'),
    project: reference(LICENCE_REFERENCE_LIMITS.project, 'The project it is used in'),
    po_number: reference(LICENCE_REFERENCE_LIMITS.po_number, "The client's purchase-order number"),
  },
  { additionalProperties: false },
);
export type LicenceReferencesBody = Static<typeof LicenceReferencesBody>;

export const LicenceHistoryQuery = Type.Object(
  {
    ...pageParams(LICENCES_PAGE_LIMIT),
    reference: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: 'Only licences whose client, project or PO number contains this' }),
    ),
  },
  { additionalProperties: false },
);
export type LicenceHistoryQuery = Static<typeof LicenceHistoryQuery>;

export const LicenceCsvQuery = Type.Object(
  { reference: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })) },
  { additionalProperties: false },
);
export type LicenceCsvQuery = Static<typeof LicenceCsvQuery>;

export const CollectionSize = Type.Union([Type.Literal('small'), Type.Literal('medium'), Type.Literal('large'), Type.Literal('original')], {
  description: 'Images: that size (the original when a file has no such size); videos: SD, HD, Full HD or the original',
});
export type CollectionSize = Static<typeof CollectionSize>;

export const CollectionLicenceBody = Type.Object(
  { collection_id: Id('A collection the buyer owns or sees through their team'), size: CollectionSize },
  { additionalProperties: false },
);
export type CollectionLicenceBody = Static<typeof CollectionLicenceBody>;

export const CollectionLicenceData = Type.Object({
  zip_url: Type.String({ description: 'Short-lived signed URL of the zip of every file at the size; needs no token' }),
  expires_at: Type.String({ format: 'date-time' }),
  file_name: Type.String(),
  files: Type.Integer({ description: 'Files in the zip' }),
  new_licences: Type.Integer({ description: 'Files licensed now (each used one download); the others were licensed before' }),
  downloads_left: Type.Integer(),
});
export type CollectionLicenceData = Static<typeof CollectionLicenceData>;

export const CollectionZipQuery = Type.Object(
  {
    collection: Id(),
    holder: Id(),
    size: CollectionSize,
    expires: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Unix seconds' }),
    signature: Type.String({ minLength: 10, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type CollectionZipQuery = Static<typeof CollectionZipQuery>;
