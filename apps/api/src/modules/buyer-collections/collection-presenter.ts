import type { BuyerCollection } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { loadFileSummaries } from '../catalogue/file-summaries';
import type { BuyerCollectionRow } from './buyer-collections.repo';
import { shareUrl } from './share-url';

/** Collections as the API answers them, their covers loaded in one query. */
export async function presentCollections({ db, config }: AppDeps, rows: BuyerCollectionRow[]): Promise<BuyerCollection[]> {
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
    share:
      row.share_token && row.share_created_at
        ? {
            token: row.share_token,
            share_url: shareUrl(config, row.share_token),
            expires_at: row.share_expires_at?.toISOString() ?? null,
            created_at: row.share_created_at.toISOString(),
          }
        : null,
    has_media: row.has_media,
    updated_at: row.updated_at.toISOString(),
  }));
}
