import type { PartnerLicence } from '@stock/contracts';
import type { LicenceRow } from '../downloads/licences.repo';
import type { SandboxLicenceRow } from './partner-licences.repo';

const number = (prefix: 'LIC' | 'TEST', id: number) => `${prefix}-${String(id).padStart(8, '0')}`;

/** A licence number of the API: LIC-… for real licences (as everywhere else), TEST-… for sandbox ones. */
export function parseLicenceNumber(value: string): { sandbox: boolean; id: number } {
  const [prefix, digits] = value.split('-');
  return { sandbox: prefix === 'TEST', id: Number(digits) };
}

export function presentLicence(row: LicenceRow & { title: string }): PartnerLicence {
  return {
    licence_number: number('LIC', row.id),
    sandbox: false,
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
    paid_with: row.plan_name,
    value_cents: row.value_cents,
    licensed_at: row.created_at.toISOString(),
  };
}

export function presentSandboxLicence(row: SandboxLicenceRow): PartnerLicence {
  return {
    licence_number: number('TEST', row.id),
    sandbox: true,
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
    paid_with: 'Sandbox',
    value_cents: 0,
    licensed_at: row.created_at.toISOString(),
  };
}
