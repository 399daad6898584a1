import type { PartnerLicence } from '@stock/contracts';
import type { LicenceRow } from '../downloads/licences.repo';
import type { SandboxLicenceRow } from './partner-licences.repo';

const number = (prefix: 'LIC' | 'TEST', id: number) => `${prefix}-${String(id).padStart(8, '0')}`;

/** The number a real licence goes by in the API and its webhooks. */
export const licenceNumber = (id: number) => number('LIC', id);

/** A licence number of the API: LIC-… for real licences (as everywhere else), TEST-… for sandbox ones. */
export function parseLicenceNumber(value: string): { sandbox: boolean; id: number } {
  const [prefix, digits] = value.split('-');
  return { sandbox: prefix === 'TEST', id: Number(digits) };
}

/** The fields every licence of the API shows, real or sandbox. */
type LicenceFacts = Pick<
  LicenceRow,
  'file_id' | 'media_format_id' | 'format_label' | 'width' | 'height' | 'tier' | 'client_name' | 'project' | 'po_number' | 'created_at'
> & { id: number; title: string };

function present(row: LicenceFacts, sandbox: boolean, paidWith: string, valueCents: number): PartnerLicence {
  return {
    licence_number: number(sandbox ? 'TEST' : 'LIC', row.id),
    sandbox,
    media_id: row.file_id,
    title: row.title,
    media_format_id: row.media_format_id,
    format_label: row.format_label,
    width: row.width,
    height: row.height,
    tier: row.tier,
    client_name: row.client_name,
    project: row.project,
    po_number: row.po_number,
    paid_with: paidWith,
    value_cents: valueCents,
    licensed_at: row.created_at.toISOString(),
  };
}

export const presentLicence = (row: LicenceRow & { title: string }) => present(row, false, row.plan_name, row.value_cents);

export const presentSandboxLicence = (row: SandboxLicenceRow) => present(row, true, 'Sandbox', 0);
