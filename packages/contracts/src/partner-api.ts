import { type Static, Type } from '@sinclair/typebox';
import { Paged } from './envelope';
import { LICENCE_REFERENCE_LIMITS } from './licensing';
import { Id, PageNo } from './numbers';

/**
 * The partner API under /api/v1, for resellers' servers with an API key. Its shapes are its own, so that the web app's
 * calls may change without breaking a partner's integration.
 */

const DateTime = Type.String({ format: 'date-time' });
const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });
const LicenceTier = Type.Union([Type.Literal('standard'), Type.Literal('enhanced')]);

export const PartnerFileParams = Type.Object({ media_id: Id('a published file') }, { additionalProperties: false });

export const PartnerLicenceBody = Type.Object(
  {
    media_format_id: Id("the size to license: one of the file's formats (GET /api/v1/files/{media_id})"),
    tier: LicenceTier,
    client_name: Text(LICENCE_REFERENCE_LIMITS.client_name, 'the end client the file is licensed for'),
    project: Type.Optional(Text(LICENCE_REFERENCE_LIMITS.project, 'the project it is used in')),
    po_number: Type.Optional(Text(LICENCE_REFERENCE_LIMITS.po_number, "the client's purchase-order number")),
  },
  {
    additionalProperties: false,
    examples: [{ media_format_id: 1234, tier: 'standard', client_name: 'Client A', project: 'Spring brochure', po_number: 'PO-7781' }],
  },
);
export type PartnerLicenceBody = Static<typeof PartnerLicenceBody>;

export const PartnerLicence = Type.Object(
  {
    licence_number: Type.String({ description: 'LIC-… for a real licence, TEST-… for a sandbox one' }),
    sandbox: Type.Boolean({ description: 'made with a sandbox key: charged nothing, delivers a watermarked preview only' }),
    media_id: Type.Integer(),
    title: Type.String(),
    media_format_id: Type.Integer(),
    format_label: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    tier: LicenceTier,
    client_name: Type.Union([Type.String(), Type.Null()]),
    project: Type.Union([Type.String(), Type.Null()]),
    po_number: Type.Union([Type.String(), Type.Null()]),
    paid_with: Type.String({ description: 'the plan or pack that covered it, or "Sandbox"' }),
    value_cents: Type.Integer({ description: 'what the licence was worth (USD cents); 0 in the sandbox' }),
    licensed_at: DateTime,
  },
  {
    examples: [
      {
        licence_number: 'LIC-00000042',
        sandbox: false,
        media_id: 981,
        title: 'Misty ridges at dawn',
        media_format_id: 1234,
        format_label: 'Original',
        width: 6000,
        height: 4000,
        tier: 'standard',
        client_name: 'Client A',
        project: 'Spring brochure',
        po_number: 'PO-7781',
        paid_with: 'Pro, monthly',
        value_cents: 290,
        licensed_at: '2026-11-24T10:00:00.000Z',
      },
    ],
  },
);
export type PartnerLicence = Static<typeof PartnerLicence>;

export const PartnerLicenceData = Type.Object({
  licence: PartnerLicence,
  created: Type.Boolean({ description: 'false when this format was licensed for this client before: nothing was charged again' }),
});
export type PartnerLicenceData = Static<typeof PartnerLicenceData>;

export const PartnerLicenceQuery = Type.Object(
  {
    page_no: Type.Optional(PageNo()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    client: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: 'only licences whose client, project or PO number contains this' }),
    ),
  },
  { additionalProperties: false },
);
export type PartnerLicenceQuery = Static<typeof PartnerLicenceQuery>;
export const PagedPartnerLicences = Paged(PartnerLicence);
export type PagedPartnerLicences = Static<typeof PagedPartnerLicences>;

export const PartnerLicenceParams = Type.Object(
  { licence_number: Type.String({ pattern: '^(LIC|TEST)-\\d{8,}$', description: 'e.g. LIC-00000042' }) },
  { additionalProperties: false },
);
export type PartnerLicenceParams = Static<typeof PartnerLicenceParams>;

export const PartnerDownloadData = Type.Object(
  {
    url: Type.String({
      description: "absolute; a real licence's URL is signed and lives minutes, a sandbox one is the public watermarked preview",
    }),
    expires_at: Type.Union([DateTime, Type.Null()]),
    watermarked: Type.Boolean(),
    file_name: Type.String(),
  },
  {
    examples: [
      {
        url: 'https://stock.example.com/api/download/licensed?licence=42&format=1234&expires=1795000000&signature=…',
        expires_at: '2026-11-24T10:05:00.000Z',
        watermarked: false,
        file_name: 'misty-ridges-at-dawn-original.jpg',
      },
    ],
  },
);
export type PartnerDownloadData = Static<typeof PartnerDownloadData>;
