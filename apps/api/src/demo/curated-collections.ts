import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Hand-picked themes, each filled with the best-matching demo files, as an editor would pick them. */
const COLLECTIONS = [
  {
    name: 'People at work',
    slug: 'people-at-work',
    description: 'Teams, meetings and mentors of every age, for business pages.',
    query: 'business | office',
  },
  {
    name: 'Families together',
    slug: 'families-together',
    description: 'Parents, children and grandparents, for warm campaigns.',
    query: 'family',
  },
  {
    name: 'The season of giving',
    slug: 'season-of-giving',
    description: 'Christmas trees, gifts and falling leaves for seasonal campaigns.',
    query: 'christmas | autumn',
  },
  { name: 'City lights', slug: 'city-lights', description: 'Skylines by day, dusk and night.', query: 'skyline' },
  {
    name: 'Quiet mountain mornings',
    slug: 'quiet-mountain-mornings',
    description: 'Layered ridges, mist and first light.',
    query: 'mountain',
  },
  { name: 'Golden hour', slug: 'golden-hour', description: 'Warm suns low over sea and hills.', query: 'sunset | sunrise' },
  {
    name: 'Under the stars',
    slug: 'under-the-stars',
    description: 'Night skies, the Milky Way and moonlit horizons.',
    query: 'night | stars',
  },
  {
    name: 'Backgrounds with room for words',
    slug: 'backgrounds-with-copy-space',
    description: 'Calm surfaces that leave space for a headline.',
    query: 'background & (gradient | texture)',
  },
  { name: 'Shape and pattern', slug: 'shape-and-pattern', description: 'Geometry for bold layouts.', query: 'geometric | pattern' },
  {
    name: 'Loops in motion',
    slug: 'loops-in-motion',
    description: 'Generative clips for screens, stages and title sequences.',
    query: 'loop | motion | animation',
    type: 'VIDEO',
  },
] as const;

export async function createCuratedCollections(db: Db): Promise<void> {
  for (const [index, collection] of COLLECTIONS.entries()) {
    const created = await db
      .insertInto('collections')
      .values({
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        is_curated: true,
        created_at: new Date(Date.now() - index * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const type = 'type' in collection ? collection.type : null;
    await sql`
      INSERT INTO collection_files (collection_id, media_id, position)
      SELECT ${created.id}, f.id, row_number() OVER (ORDER BY f.popularity_score DESC)
      FROM media_files f
      WHERE f.status = 'published' AND f.search_vector @@ to_tsquery('english', ${collection.query})
        AND (${type}::media_type IS NULL OR f.type = ${type}::media_type)
      ORDER BY f.popularity_score DESC
      LIMIT 24
    `.execute(db);
  }
}
