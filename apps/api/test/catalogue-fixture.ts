import type { Db } from '../src/db/connection';
import type { MediaTypeValue } from '../src/db/schema';
import { insertDraftFile, publishProcessedFile, refreshCatalogueCounts } from '../src/modules/catalogue/catalogue-writer.repo';
import { colorFamiliesOf } from '../src/modules/catalogue/color-families';

interface FixtureFile {
  key: string;
  type: MediaTypeValue;
  title: string;
  keywords: string[];
  category: string;
  width: number;
  height: number;
  colors: string[];
  popularity: number;
  trending?: number;
  daysAgo: number;
  durationMs?: number;
  fps?: number;
  publish?: boolean;
  safe?: boolean;
  people?: number;
  ageGroups?: string[];
}

const FILES: FixtureFile[] = [
  {
    key: 'ridges',
    type: 'IMAGE',
    title: 'Misty blue mountain ridges at dawn',
    keywords: ['mountains', 'ridge', 'fog', 'dawn', 'blue', 'landscape'],
    category: 'mountains',
    width: 3000,
    height: 2000,
    colors: ['#1e4fd8', '#9ab8e6'],
    popularity: 50,
    trending: 9,
    daysAgo: 2,
  },
  {
    key: 'peak',
    type: 'IMAGE',
    title: 'Snowy mountain peak under a clear sky',
    keywords: ['mountains', 'snow', 'peak', 'sky', 'winter'],
    category: 'mountains',
    width: 2000,
    height: 3000,
    colors: ['#fafafa', '#1e4fd8'],
    popularity: 80,
    trending: 2,
    daysAgo: 20,
    people: 1,
    ageGroups: ['adult'],
  },
  {
    key: 'sunset',
    type: 'IMAGE',
    title: 'Golden sunset over a calm sea',
    keywords: ['sunset', 'sea', 'ocean', 'golden', 'water'],
    category: 'seas',
    width: 3000,
    height: 1000,
    colors: ['#f77f00', '#d62828'],
    popularity: 30,
    trending: 5,
    daysAgo: 5,
  },
  {
    key: 'gradient',
    type: 'IMAGE',
    title: 'Abstract violet and teal gradient background',
    keywords: ['abstract', 'gradient', 'background', 'purple', 'teal'],
    category: 'gradients',
    width: 2000,
    height: 2000,
    colors: ['#7b2cbf', '#1a9c9c'],
    popularity: 10,
    daysAgo: 400,
  },
  {
    key: 'draft',
    type: 'IMAGE',
    title: 'Unpublished mountain lake',
    keywords: ['mountains', 'lake'],
    category: 'mountains',
    width: 3000,
    height: 2000,
    colors: ['#1e4fd8'],
    popularity: 99,
    daysAgo: 1,
    publish: false,
  },
  {
    key: 'unsafe',
    type: 'IMAGE',
    title: 'Mountain lake at night, restricted',
    keywords: ['mountains', 'lake', 'night'],
    category: 'mountains',
    width: 3000,
    height: 2000,
    colors: ['#0a0a0a'],
    popularity: 5,
    daysAgo: 3,
    safe: false,
  },
  {
    key: 'fractal',
    type: 'VIDEO',
    title: 'Mandelbrot fractal zoom in deep blue',
    keywords: ['fractal', 'zoom', 'mandelbrot', 'abstract', 'blue'],
    category: 'fractal-zooms',
    width: 1920,
    height: 1080,
    colors: ['#1e4fd8'],
    popularity: 40,
    trending: 7,
    daysAgo: 4,
    durationMs: 8000,
    fps: 25,
  },
  {
    key: 'automaton',
    type: 'VIDEO',
    title: 'Colourful cellular automaton pattern',
    keywords: ['cellular automaton', 'pattern', 'abstract', 'colourful'],
    category: 'fractal-zooms',
    width: 1280,
    height: 720,
    colors: ['#2a9d3f'],
    popularity: 20,
    daysAgo: 10,
    durationMs: 6000,
    fps: 30,
  },
];

export interface CatalogueFixture {
  ids: Record<string, number>;
  categories: Record<string, number>;
  collections: Record<string, number>;
  contributorId: number;
}

/** A small catalogue with known answers: every search, filter and count in the tests can be worked out by hand. */
export async function seedCatalogueFixture(db: Db): Promise<CatalogueFixture> {
  const user = await db
    .insertInto('users')
    .values({ email: 'ansel@example.com', name: 'Ansel Rivers' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('contributors').values({ user_id: user.id, display_name: 'Ansel Rivers', slug: 'ansel-rivers' }).execute();

  const category = async (type: MediaTypeValue, slug: string, name: string, parentId: number | null, position = 0) =>
    (
      await db
        .insertInto('categories')
        .values({ type, slug, name, parent_id: parentId, position })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const nature = await category('IMAGE', 'nature', 'Nature & Landscapes', null, 0);
  const abstract = await category('IMAGE', 'abstract', 'Abstract & Backgrounds', null, 1);
  const motion = await category('VIDEO', 'abstract-motion', 'Abstract Motion', null, 0);
  const categories: Record<string, number> = {
    nature,
    abstract,
    motion,
    mountains: await category('IMAGE', 'mountains', 'Mountains', nature, 0),
    seas: await category('IMAGE', 'seas', 'Seas & Coasts', nature, 1),
    gradients: await category('IMAGE', 'gradients', 'Gradients', abstract, 0),
    'fractal-zooms': await category('VIDEO', 'fractal-zooms', 'Fractal Zooms', motion, 0),
  };

  const ids: Record<string, number> = {};
  for (const file of FILES) {
    const mediaId = await insertDraftFile(db, {
      type: file.type,
      contributorId: user.id,
      title: file.title,
      slug: file.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: `${file.title}.`,
      categoryId: categories[file.category] ?? null,
      width: file.width,
      height: file.height,
      durationMs: file.durationMs ?? null,
      fps: file.fps ?? null,
    });
    ids[file.key] = mediaId;
    if (file.publish === false) continue;
    // Each width as WebP and JPEG, under the fixture's own keys.
    const renditions = (kind: string, folder: string, widths: number[]) =>
      widths.flatMap((width) =>
        ['webp', 'jpeg'].map((format) => ({
          kind,
          format,
          width,
          height: Math.round((width * file.height) / file.width),
          bytes: width * 50,
          key: `public/${folder}/${mediaId}/${width}.${format === 'jpeg' ? 'jpg' : format}`,
        })),
      );
    await publishProcessedFile(db, {
      mediaId,
      keywords: file.keywords,
      analysis: { dominantColors: file.colors, colorFamilies: colorFamiliesOf(file.colors), blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
      scores: { popularity: file.popularity, trending: file.trending ?? 0, views: file.popularity * 10, downloads: file.popularity },
      publishedAt: new Date(Date.now() - file.daysAgo * 86_400_000),
      original: {
        key: `private/originals/${mediaId}/original.jpg`,
        mime: file.type === 'VIDEO' ? 'video/mp4' : 'image/jpeg',
        bytes: 5_000_000,
      },
      derivatives: [
        ...renditions('thumb', 'thumbs', [400, 800]),
        // The watermarked preview, and its phone size, as the pipeline makes them.
        ...renditions('preview', 'previews', [800, 1600]),
        ...(file.type === 'VIDEO'
          ? [{ kind: 'clip', format: 'mp4', width: 640, height: 360, bytes: 400_000, key: `public/clips/${mediaId}/preview.mp4` }]
          : []),
      ],
      formats: [
        {
          name: 'small',
          label: 'Small',
          width: 640,
          height: Math.round((640 * file.height) / file.width),
          bytes: 90_000,
          mime: 'image/jpeg',
        },
        { name: 'original', label: 'Original', width: file.width, height: file.height, bytes: 5_000_000, mime: 'image/jpeg' },
      ],
    });
    const extra: { is_safe?: boolean; people_count?: number; age_groups?: string[] } = {};
    if (file.safe === false) extra.is_safe = false;
    if (file.people) extra.people_count = file.people;
    if (file.ageGroups) extra.age_groups = file.ageGroups;
    if (Object.keys(extra).length > 0) await db.updateTable('media_files').set(extra).where('id', '=', mediaId).execute();
  }

  const collection = async (name: string, slug: string, members: string[]) => {
    const row = await db
      .insertInto('collections')
      .values({ name, slug, description: `${name}, hand-picked.`, is_curated: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('collection_files')
      .values(members.map((key, position) => ({ collection_id: row.id, media_id: ids[key] as number, position })))
      .execute();
    return row.id;
  };
  const collections = {
    mountainMoods: await collection('Mountain moods', 'mountain-moods', ['ridges', 'peak', 'draft']),
    abstractBackgrounds: await collection('Abstract backgrounds', 'abstract-backgrounds', ['gradient', 'fractal']),
  };

  await db
    .insertInto('search_log')
    .values([
      ...Array.from({ length: 3 }, () => ({ query: 'mountains', type: 'IMAGE' as const, result_count: 3 })),
      ...Array.from({ length: 2 }, () => ({ query: 'sunset', type: 'IMAGE' as const, result_count: 1 })),
      { query: 'zzzz', type: 'IMAGE' as const, result_count: 0 },
    ])
    .execute();
  await refreshCatalogueCounts(db);
  return { ids, categories, collections, contributorId: user.id };
}
