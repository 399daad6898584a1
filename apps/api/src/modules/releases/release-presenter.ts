import type { AgeGroup, ModelRelease } from '@stock/contracts';
import type { ModelReleaseRow } from './releases.repo';

export const RELEASE_DOCUMENT_PATH = '/api/contributor/model_release/document';

export function toModelRelease(row: ModelReleaseRow): ModelRelease {
  return {
    release_id: row.id,
    model_name: row.model_name,
    age_group: row.age_group as AgeGroup,
    file_name: row.file_name,
    mime: row.mime,
    bytes: row.bytes,
    file_count: row.file_count,
    document_url: `${RELEASE_DOCUMENT_PATH}?release_id=${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
  };
}
