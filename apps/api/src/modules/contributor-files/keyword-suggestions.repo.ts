import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MediaTypeValue } from '../../db/schema';

/**
 * Keywords that published files like this one carry, most shared first: files matching any of the title's words (the
 * most popular sixty), and the
 * file's near-duplicates. Only published files count, so nobody's unpublished keywords leak to another contributor.
 */
export async function suggestedKeywords(
  db: Db,
  { title, mediaId, type, limit }: { title: string; mediaId?: number; type?: MediaTypeValue; limit: number },
): Promise<string[]> {
  const rows = await sql<{ keyword: string }>`
    WITH alike AS (
      (SELECT f.id FROM media_files f
       WHERE f.status = 'published' AND ${title.trim() ? sql`f.search_vector @@ replace(plainto_tsquery('english', ${title})::text, '&', '|')::tsquery` : sql`false`}
         ${type ? sql`AND f.type = ${type}` : sql``}
       ORDER BY f.popularity_score DESC LIMIT 60)
      UNION
      (SELECT nd.similar_media_id FROM media_near_duplicates nd JOIN media_files s ON s.id = nd.similar_media_id
       WHERE nd.media_id = ${mediaId ?? 0} AND s.status = 'published')
    )
    SELECT k.keyword FROM media_file_keywords mk JOIN keywords k ON k.id = mk.keyword_id
    WHERE mk.media_id IN (SELECT id FROM alike)
    GROUP BY k.keyword ORDER BY count(*) DESC, min(mk.position), k.keyword LIMIT ${limit}`.execute(db);
  return rows.rows.map((row) => row.keyword);
}
