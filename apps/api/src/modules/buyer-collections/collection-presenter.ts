import type { BuyerCollection } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { loadFileSummaries } from '../catalogue/file-summaries';
import type { BuyerCollectionRow } from './buyer-collections.repo';

/** Collections as the API answers them, their covers loaded in one query. */
export async function presentCollections({ db }: AppDeps, rows: BuyerCollectionRow[]): Promise<BuyerCollection[]> {
  const covers = await loadFileSummaries(db, [...new Set(rows.flatMap((row) => row.cover_ids))]);
  const byId = new Map(covers.map((cover) => [cover.media_id, cover]));
  return rows.map((row) => ({
    collection_id: row.id,
    collection_name: row.name,
    name: row.name,
    file_count: row.file_count,
    covers: row.cover_ids.flatMap((id) => byId.get(id) ?? []),
    role: row.role,
    owner_name: row.owner_name,
    team_access: row.team_access,
    // Only the token's hash is kept, so the list can say that a link is on but not show it again.
    share:
      row.share_id !== null && row.share_created_at
        ? {
            token: null,
            share_url: null,
            expires_at: row.share_expires_at?.toISOString() ?? null,
            created_at: row.share_created_at.toISOString(),
          }
        : null,
    has_media: row.has_media,
    updated_at: row.updated_at.toISOString(),
  }));
}
