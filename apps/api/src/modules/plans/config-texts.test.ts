import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyVariant, formatIdOf, seedPublishedImages } from '../../../test/billing-helpers';
import { useTestApp } from '../../../test/test-app';
import { call, randomIp, signedUpAndIn } from '../auth/auth-test-helpers';
import { licenceSourceIn } from './licence-source-words';

/** The texts the product defines in its config (plans, licence tiers, sizes, earnings levels) in the reader's language. */
const ctx = useTestApp({ jobs: true });
const ESSENTIALS_MONTHLY = 11;

const inLanguage = async (language: string, url: string, token?: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: randomIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const inEnglish = async (url: string, token?: string) => {
  const response = await call(ctx, 'GET', url, undefined, token ? { token } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

type Plan = { plan_id: number; name: string; description: string; features: string[]; variants: { name: string }[] };
const planOf = (data: { plans: Plan[] }, planId: number) => data.plans.find((plan) => plan.plan_id === planId) as Plan;

let buyer: { token: string; userId: number };
let contributor: { token: string; userId: number };
let fileId: number;

beforeAll(async () => {
  const unique = randomUUID().slice(0, 8);
  contributor = await signedUpAndIn(ctx, { email: `texts-seller-${unique}@example.com`, is_contributor: true });
  buyer = await signedUpAndIn(ctx, { email: `texts-buyer-${unique}@example.com` });
  [fileId] = (await seedPublishedImages(ctx, contributor.userId, 1)) as [number];
  await buyVariant(ctx, buyer.token, ESSENTIALS_MONTHLY);
  const download = await call(
    ctx,
    'POST',
    '/buyer/file/download',
    { media_format_id: await formatIdOf(ctx, fileId, 'small') },
    { token: buyer.token },
  );
  expect(download.statusCode, download.body).toBe(200);
});

describe('GET /api/plan in the reader’s language', () => {
  it('answers the descriptions, features, pack names and "On demand" in German and Japanese; the brand names stay', async () => {
    const german = await inLanguage('de-DE,de;q=0.9', '/plan');
    expect(planOf(german, 1)).toMatchObject({
      name: 'Essentials',
      description: 'Bilder für einen Blog, einen Shop oder Social-Media-Beiträge.',
      features: ['10 Bild-Downloads pro Monat', 'Jede Größe bis zum Original', 'Standard-Lizenz', 'Kostenlose erneute Downloads'],
    });
    expect(planOf(german, 1).variants.map((variant) => variant.name)).toEqual(['Essentials, monatlich', 'Essentials, jährlich']);
    expect(planOf(german, 4).name).toBe('Nach Bedarf');
    expect(planOf(german, 4).variants.map((variant) => variant.name)).toEqual(['5 Downloads', '25 Downloads']);

    const japanese = await inLanguage('ja', '/plan');
    expect(planOf(japanese, 2).name).toBe('Pro');
    expect(planOf(japanese, 2).features).toContain('Standardライセンス');
    expect(planOf(japanese, 4).name).toBe('オンデマンド');
  });

  it('answers the English of the config, word for word, to a request that names no language', async () => {
    const english = await inEnglish('/plan');
    expect(planOf(english, 1)).toMatchObject({
      description: 'Images for a blog, a shop or social posts.',
      features: ['10 image downloads a month', 'Every size up to the original', 'Standard licence', 'Free re-downloads'],
    });
    expect(planOf(english, 4).name).toBe('On demand');
    expect(planOf(english, 4).variants.map((variant) => variant.name)).toEqual(['5 downloads', '25 downloads']);
  });
});

describe('checkout and subscription answers in the reader’s language', () => {
  it('names the variant and words the quote’s item and tax lines in German; English as before', async () => {
    const german = await inLanguage('de', '/buyer/plan/variant/details?plan_variant_id=32', buyer.token);
    expect(german.variant.name).toBe('Team, jährlich');
    expect(german.lines.map((line: { description: string }) => line.description)).toEqual([
      'Team: Team, jährlich',
      'Umsatzsteuer 10\u00a0%',
    ]);
    const english = await inEnglish('/buyer/plan/variant/details?plan_variant_id=32', buyer.token);
    expect(english.lines.map((line: { description: string }) => line.description)).toEqual(['Team: Team, annual', 'Sales tax 10%']);
  });

  it('names the buyer’s plan in Japanese on the subscription answer', async () => {
    const japanese = await inLanguage('ja', '/buyer/subscription/plan', buyer.token);
    expect(japanese.subscription).toMatchObject({ plan_name: 'Essentials', variant_name: 'Essentials（月払い）' });
    expect(japanese.subscription.upgrades[0].variant.name).toBe('Essentials（年払い）');
  });
});

describe('GET /api/licence/tiers in the reader’s language', () => {
  it('words the tiers and their rights in German and Japanese, the limits grouped as each language groups numbers', async () => {
    const [standard, enhanced] = (await inLanguage('de', '/licence/tiers')).tiers;
    expect(standard.name).toBe('Standard-Lizenz');
    expect(standard.summary).toBe('Unbefristete, weltweite Nutzung in Print- und Digitalmedien, auch in der Werbung.');
    expect(standard.rights).toContainEqual({ label: 'Druckauflage (Bücher, Verpackungen, Flyer)', value: 'Bis zu 500.000 Exemplare' });
    expect(standard.rights).toContainEqual({ label: 'Publikum im Web, in sozialen Medien und digital', value: 'Unbegrenzt' });
    expect(enhanced.rights).toContainEqual({ label: 'Waren zum Weiterverkauf (Tassen, T-Shirts, Poster)', value: 'Erlaubt' });

    const japanese = (await inLanguage('ja', '/licence/tiers')).tiers;
    expect(japanese[1].name).toBe('Enhancedライセンス');
    expect(japanese[0].rights).toContainEqual({ label: '動画・放送の視聴者数', value: '最大500,000人' });
  });

  it('keeps the English rights table as it was', async () => {
    const [standard, enhanced] = (await inEnglish('/licence/tiers')).tiers;
    expect(standard).toMatchObject({
      name: 'Standard licence',
      summary: 'Perpetual, worldwide use in print and digital media, including advertising.',
    });
    expect(standard.rights).toEqual([
      { label: 'Web, social and digital audience', value: 'Unlimited' },
      { label: 'Print run (books, packaging, flyers)', value: 'Up to 500,000 copies' },
      { label: 'Video and broadcast audience', value: 'Up to 500,000 viewers' },
      { label: 'Merchandise for resale (mugs, T-shirts, posters)', value: 'Not allowed' },
      { label: 'Templates for resale (website, slide, print templates)', value: 'Not allowed' },
    ]);
    expect(enhanced.name).toBe('Enhanced licence');
    expect(enhanced.rights.map((right: { value: string }) => right.value)).toEqual([
      'Unlimited',
      'Unlimited',
      'Unlimited',
      'Allowed',
      'Allowed',
    ]);
  });
});

describe('sizes, licences and earnings levels in the reader’s language', () => {
  it('names a file’s sizes in German and Japanese on the file page, and in English without a language', async () => {
    const labels = async (language?: string) =>
      (language ? await inLanguage(language, `/file?media_id=${fileId}`) : await inEnglish(`/file?media_id=${fileId}`)).file.formats.map(
        (format: { label: string }) => format.label,
      );
    expect(await labels('de')).toEqual(['Klein', 'Original']);
    expect(await labels('ja')).toEqual(['小サイズ', 'オリジナル']);
    expect(await labels()).toEqual(['Small', 'Original']);
  });

  it('shows the licence’s size, tier and plan in the buyer’s language in the licence history', async () => {
    const [german] = (await inLanguage('de', '/buyer/licences', buyer.token)).results;
    expect(german).toMatchObject({ format_label: 'Klein', tier_name: 'Standard-Lizenz', plan_name: 'Essentials, monatlich' });
    expect(licenceSourceIn('On demand: 25 downloads', 'de')).toBe('Nach Bedarf: 25 Downloads');
    expect(licenceSourceIn('Single file, Enhanced licence', 'ja')).toBe('単品購入、Enhancedライセンス');
    const [english] = (await inEnglish('/buyer/licences', buyer.token)).results;
    expect(english).toMatchObject({ format_label: 'Small', tier_name: 'Standard licence', plan_name: 'Essentials, monthly' });
  });

  it('names the contributor’s earnings levels in German and Japanese, on the summary and the statement', async () => {
    const german = (await inLanguage('de', '/contributor/earning/summary', contributor.token)).summary.level;
    expect(german).toMatchObject({ name: 'Stufe 1', next_level_name: 'Stufe 2' });
    const japanese = (await inLanguage('ja', '/contributor/earning/summary', contributor.token)).summary.level;
    expect(japanese).toMatchObject({ name: 'レベル1', next_level_name: 'レベル2' });
    const [line] = (await inLanguage('de', '/contributor/royalty/statement', contributor.token)).results;
    expect(line).toMatchObject({ level: 'Stufe 1', format: 'Klein', plan: 'Essentials, monatlich' });

    const english = (await inEnglish('/contributor/earning/summary', contributor.token)).summary.level;
    expect(english).toMatchObject({ name: 'Level 1', next_level_name: 'Level 2' });
  });
});
