import { AGE_GROUPS } from '@stock/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/connection';
import { HEAD_WORDS, TAIL_SIZE, tailWord } from './vocabulary';

const KEYWORDS_PER_FILE = 14;

/**
 * How a generated file's filter attributes (category, size, duration, frame rate, people, colour) follow from its
 * number `n`. `residues`: each is `n` modulo its number of values, so they depend on one another completely (`n % 12`
 * fixes `n % 4`: every colour has one people count, and every video colour one frame rate), and many combinations of
 * them match nothing; every video is 1920 × 1080 and every file with people is of the age group "adult".
 * `independent`: each is drawn from its own hash of `n`, so they combine as the planner assumes, and videos and age
 * groups take every value their filters offer.
 */
export type CatalogueAttributes = 'residues' | 'independent';

/** BENCH_CATALOGUE's value: `residues` when unset. */
export function catalogueAttributes(value: string | undefined): CatalogueAttributes {
  if (value === undefined || value === '' || value === 'residues') return 'residues';
  if (value === 'independent') return 'independent';
  throw new Error(`BENCH_CATALOGUE is "residues" (the default) or "independent", not "${value}"`);
}

const countSql = (values: RawBuilder<unknown> | number) => (typeof values === 'number' ? sql.lit(values) : values);

/**
 * The SQL for attribute number `salt` of file `n`, one of `values`: `residue` (by default `n % values`), or a hash
 * of `n` salted per attribute (hashint8 mixes every bit, so two salts give unrelated draws).
 */
const attributeDraw =
  (attributes: CatalogueAttributes) =>
  (salt: number, values: RawBuilder<unknown> | number, residue: RawBuilder<unknown> = sql`n % ${countSql(values)}`) =>
    attributes === 'residues'
      ? residue
      : sql`mod(hashint8(n::bigint * 1000003 + ${sql.lit(salt)})::bigint + 2147483648, ${countSql(values)})`;

/**
 * Fills an empty catalogue with `files` published files of metadata: titles and keywords drawn with realistic skew,
 * sizes, orientations, colours, scores and dates. Renditions are shared (the benchmark measures search, not images).
 * Runs in SQL in batches, so a million rows take a couple of minutes on two cores.
 */
export async function generateCatalogue(
  db: Db,
  files: number,
  log: (message: string) => void,
  attributes: CatalogueAttributes = 'residues',
) {
  const pick = attributeDraw(attributes);
  const independent = attributes === 'independent';
  // The residues give every video one size and every file with people the one age group "adult"; independent draws
  // cover every value the resolution and age group filters offer.
  const videoSide = (usual: number, sides: number[]) =>
    independent ? sql`(${sql.val(sides)}::int[])[1 + ${pick(8, sides.length)}]` : sql.lit(usual);
  const ageGroup = independent ? sql`(${sql.val([...AGE_GROUPS])}::text[])[1 + ${pick(9, AGE_GROUPS.length)}]` : sql.lit('adult');
  const vocabulary = [...HEAD_WORDS, ...Array.from({ length: TAIL_SIZE }, (_, i) => tailWord(i))];
  log(`vocabulary: ${vocabulary.length} keywords`);
  // A run interrupted half-way leaves partial rows; generation always starts from an empty catalogue.
  await sql`TRUNCATE media_files, search_terms, media_file_keywords, media_derivatives, media_formats, keywords, categories, contributors, users, collections, search_log CASCADE`.execute(
    db,
  );
  await sql`INSERT INTO users (email, name) SELECT 'bench' || g || '@bench.example', 'Bench Contributor ' || g FROM generate_series(1, 50) g`.execute(
    db,
  );
  await sql`INSERT INTO contributors (user_id, display_name, slug) SELECT id, name, 'bench-' || id FROM users WHERE email LIKE '%@bench.example'`.execute(
    db,
  );
  await sql`INSERT INTO categories (type, name, slug, parent_id, position) VALUES
    ('IMAGE', 'Nature', 'b-nature', NULL, 0), ('IMAGE', 'People', 'b-people', NULL, 1), ('IMAGE', 'Business', 'b-business', NULL, 2),
    ('VIDEO', 'Motion', 'b-motion', NULL, 0)`.execute(db);
  await sql`INSERT INTO categories (type, name, slug, parent_id, position)
    SELECT c.type, c.name || ' ' || s, c.slug || '-' || s, c.id, s FROM categories c, generate_series(1, 4) s WHERE c.slug LIKE 'b-%' AND c.parent_id IS NULL`.execute(
    db,
  );
  await db
    .insertInto('keywords')
    .values(vocabulary.map((keyword) => ({ keyword })))
    .onConflict((c) => c.column('keyword').doNothing())
    .execute();
  await sql`CREATE TEMP TABLE vocab AS SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, keyword FROM keywords`.execute(db);
  await sql`CREATE INDEX ON vocab (idx)`.execute(db);
  // Files are spread over the subcategories of their type in turn.
  await sql`CREATE TEMP TABLE subcategories AS
    SELECT id, type, row_number() OVER (PARTITION BY type ORDER BY id) AS k, count(*) OVER (PARTITION BY type) AS m
    FROM categories WHERE parent_id IS NOT NULL`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM vocab`.execute(db);
  const size = rows[0]?.n ?? vocabulary.length;

  // Indexes are built once after loading: maintaining them row by row would take several times longer. They are
  // dropped and rebuilt from their own definitions, so the benchmark always measures the migrations' indexes.
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename IN ('media_files', 'media_file_keywords', 'search_terms') AND indexname NOT LIKE '%_pkey' AND indexdef NOT LIKE 'CREATE UNIQUE%'`.execute(
    db,
  );
  for (const index of indexes) await sql.raw(`DROP INDEX ${index.name}`).execute(db);
  const batch = 50_000;
  for (let start = 0; start < files; start += batch) {
    const count = Math.min(batch, files - start);
    // Zipf-like: idx = size * u^4 puts most draws on the first few hundred words. "WHERE g > 0" ties the inner
    // query to each row, so every file draws its own keywords.
    await sql`CREATE TEMP TABLE drawn AS
      SELECT g AS n, ARRAY(SELECT DISTINCT floor(${size}::int * power(random(), 4))::int FROM generate_series(1, ${KEYWORDS_PER_FILE}::int) WHERE g > 0) AS kw
      FROM generate_series(${start + 1}::int, ${start + count}::int) g`.execute(db);
    await sql`
      INSERT INTO media_files (id, type, status, contributor_id, title, slug, description, category_id, width, height,
        duration_ms, fps, people_count, age_groups, dominant_colors, color_families, blurhash, popularity_score, trending_score,
        published_at, views, downloads, search_vector)
      OVERRIDING SYSTEM VALUE
      SELECT n,
        CASE WHEN n % 7 = 0 THEN 'VIDEO' ELSE 'IMAGE' END::media_type,
        'published', (SELECT min(user_id) FROM contributors) + (n % 50),
        initcap((SELECT string_agg(keyword, ' ') FROM vocab WHERE idx = ANY(kw[1:4]))),
        'bench-' || n, 'Generated for the search benchmark.',
        (SELECT s.id FROM subcategories s WHERE s.type = CASE WHEN n % 7 = 0 THEN 'VIDEO' ELSE 'IMAGE' END::media_type AND s.k = 1 + ${pick(1, sql`s.m`)}),
        CASE WHEN n % 7 = 0 THEN ${videoSide(1920, [1280, 1920, 3840])} ELSE (ARRAY[6000, 4000, 3000, 5000, 8000])[1 + ${pick(2, 5)}] END,
        CASE WHEN n % 7 = 0 THEN ${videoSide(1080, [720, 1080, 2160])} ELSE (ARRAY[4000, 6000, 3000, 2000, 3000])[1 + ${pick(3, 5, sql`(n / 5) % 5`)}] END,
        CASE WHEN n % 7 = 0 THEN 5000 + ${pick(4, 55)} * 1000 END, CASE WHEN n % 7 = 0 THEN (ARRAY[24, 25, 30, 60])[1 + ${pick(5, 4)}] END,
        ${pick(6, 4)}, CASE WHEN ${pick(6, 4)} > 0 THEN ARRAY[${ageGroup}] ELSE '{}' END,
        ARRAY['#336699'], ARRAY[(ARRAY['red','orange','yellow','green','teal','blue','purple','pink','brown','black','white','grey'])[1 + ${pick(7, 12)}]],
        'LEHV6nWB2yk8pyo0adR*.7kCMdnj', round((exp(random() * 6))::numeric, 2), round((random() * 50)::numeric, 2),
        now() - (random() * 700) * interval '1 day', (random() * 1000)::int, (random() * 100)::int,
        setweight(to_tsvector('english', initcap((SELECT string_agg(keyword, ' ') FROM vocab WHERE idx = ANY(kw[1:4])))), 'A') ||
        setweight(to_tsvector('english', (SELECT string_agg(keyword, ' ') FROM vocab WHERE idx = ANY(kw))), 'B')
      FROM drawn`.execute(db);
    await sql`INSERT INTO media_file_keywords (media_id, keyword_id, position)
      SELECT drawn.n, vocab.id, k.ord FROM drawn, unnest(drawn.kw) WITH ORDINALITY AS k(idx, ord) JOIN vocab ON vocab.idx = k.idx`.execute(
      db,
    );
    await sql`DROP TABLE drawn`.execute(db);
    log(`files: ${start + count}/${files}`);
  }
  await sql`SELECT setval(pg_get_serial_sequence('media_files', 'id'), (SELECT max(id) FROM media_files))`.execute(db);
  log('indexes...');
  await sql`SET maintenance_work_mem = '1GB'`.execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  log('renditions and counts...');
  await sql`INSERT INTO media_derivatives (media_id, kind, format, width, height, bytes, storage_key)
    SELECT id, 'thumb', fmt, w, (w * height / width), 30000, 'public/thumbs/bench/' || w || '.' || fmt
    FROM media_files, unnest(ARRAY[400, 800]) w, unnest(ARRAY['webp', 'jpeg']) fmt`.execute(db);
  await sql`INSERT INTO media_formats (media_id, name, label, width, height, bytes, mime, position)
    SELECT id, 'original', 'Original', width, height, 9000000, 'image/jpeg', 0 FROM media_files`.execute(db);
  await sql`SELECT refresh_catalogue_counts()`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}
