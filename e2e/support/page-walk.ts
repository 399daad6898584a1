import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { query } from './database';
import { snap } from './screenshots';

/** Pages every visitor can open, with the ids of the demo catalogue filled in. */
export async function publicPages(request: APIRequestContext): Promise<string[]> {
  const [image] = await query<{ id: string; slug: string }>(
    "SELECT id, slug FROM media_files WHERE status = 'published' AND type = 'IMAGE' ORDER BY id LIMIT 1",
  );
  const [video] = await query<{ id: string; slug: string }>(
    "SELECT id, slug FROM media_files WHERE status = 'published' AND type = 'VIDEO' ORDER BY id LIMIT 1",
  );
  const [category] = await query<{ slug: string }>(
    "SELECT slug FROM categories WHERE type = 'IMAGE' AND parent_id IS NULL ORDER BY file_count DESC, id LIMIT 1",
  );
  const [post] = await query<{ slug: string }>(
    "SELECT slug FROM blog_posts WHERE audience = 'buyers' AND status = 'published' ORDER BY publish_at DESC LIMIT 1",
  );
  const [contributor] = await query<{ slug: string }>(
    "SELECT c.slug FROM contributors c JOIN users u ON u.id = c.user_id WHERE u.email = 'contributor@demo.lumora.example'",
  );
  const collections = (await (await request.get('/api/collections')).json()).data.collections as {
    collection_id: number;
    slug: string;
  }[];
  const collection = collections[0];
  if (!image || !video || !category || !post || !contributor || !collection) throw new Error('The demo catalogue is missing');
  return [
    '/',
    '/search?q=mountain',
    '/search?q=city&type=VIDEO',
    `/file/${image.id}-${image.slug}`,
    `/file/${video.id}-${video.slug}`,
    `/category/${category.slug}`,
    '/collections',
    `/collections/${collection.collection_id}-${collection.slug}`,
    '/buyer/subscription-plan',
    '/buyer/blogs',
    `/buyer/blogs/${post.slug}`,
    `/portfolio/${contributor.slug}`,
    '/buyer/faq',
    '/sell-your-content',
    '/no/such/page',
  ];
}

export const SIGNED_OUT_PAGES = [
  '/buyer/login',
  '/buyer/signup',
  '/buyer/forgot',
  '/buyer/verify?email=walker%40example.com',
  '/buyer/reset?email=walker%40example.com',
  '/contributor/login',
  '/contributor/signup',
  '/contributor/forgot',
  '/contributor/verify?email=walker%40example.com',
  '/contributor/reset?email=walker%40example.com',
  '/admin/login',
  '/admin/forgot',
  '/admin/reset?email=walker%40example.com',
  '/our-story',
  '/terms-of-use',
  '/buyer/privacy-and-policy',
  '/cookie-policy',
  '/reseller',
  '/referral-customers',
  '/model',
];

/** The buyer's own pages; the walk's buyer is an approved reseller with a shared collection and a paid order. */
export function buyerPages(owned: { collectionId: number; shareUrl: string; orderId: number }): string[] {
  return [
    ...BUYER_PAGES,
    `/buyer/collections/${owned.collectionId}`,
    new URL(owned.shareUrl).pathname,
    '/buyer/developer',
    '/buyer/developer/webhooks',
    '/buyer/checkout?plan_variant_id=41',
    `/buyer/checkout/success?order_id=${owned.orderId}`,
    '/buyer/checkout/failure?plan_variant_id=41&message=The%20card%20was%20declined.',
    '/buyer/team/join?token=no-such-invitation',
  ];
}

const BUYER_PAGES = [
  '/buyer/profile',
  '/buyer/subscription',
  '/buyer/payment-methods',
  '/buyer/billing',
  '/buyer/purchase-history',
  '/buyer/licences',
  '/buyer/collections',
  '/buyer/saved-searches',
  '/buyer/team',
  '/buyer/subscription-plan',
];

export async function contributorPages(): Promise<string[]> {
  const [file] = await query<{ id: string }>(
    "SELECT f.id FROM media_files f JOIN users u ON u.id = f.contributor_id WHERE u.email = 'contributor@demo.lumora.example' ORDER BY f.id LIMIT 1",
  );
  const [post] = await query<{ slug: string }>(
    "SELECT slug FROM blog_posts WHERE audience = 'contributors' AND status = 'published' ORDER BY publish_at DESC LIMIT 1",
  );
  return [
    '/contributor',
    '/contributor/dashboard',
    '/contributor/upload',
    '/contributor/catalogue',
    ...(file ? [`/contributor/catalogue/${file.id}`] : []),
    '/contributor/model-releases',
    '/contributor/profile',
    '/contributor/earnings',
    '/contributor/bank-details',
    '/contributor/referral',
    '/contributor/portfolio',
    '/contributor/blogs',
    ...(post ? [`/contributor/blogs/${post.slug}`] : []),
  ];
}

export async function adminPages(): Promise<string[]> {
  const [post] = await query<{ id: string }>('SELECT id FROM blog_posts ORDER BY id LIMIT 1');
  const [buyer] = await query<{ id: string }>("SELECT id FROM users WHERE email = 'buyer@demo.lumora.example'");
  const [order] = await query<{ id: string }>("SELECT id FROM orders WHERE status = 'paid' ORDER BY id LIMIT 1");
  return [
    ...(buyer ? [`/admin/users/${buyer.id}`] : []),
    ...(order ? [`/admin/orders/${order.id}`] : []),
    '/admin',
    '/admin/review',
    '/admin/payouts',
    '/admin/payout-batches',
    '/admin/users',
    '/admin/files',
    '/admin/orders',
    '/admin/resellers',
    '/admin/pricing',
    '/admin/home-page',
    '/admin/categories',
    '/admin/blogs',
    '/admin/blogs/new',
    '/admin/blogs/categories',
    ...(post ? [`/admin/blogs/${post.id}`] : []),
  ];
}

const SERIOUS = new Set(['serious', 'critical']);

/**
 * Records every element React hides because something below a Suspense boundary suspended after the boundary had
 * shown its content (React hides such content with an inline `display: none !important`). On a page already on screen
 * that is a flash of nothing, and a field being typed in loses its focus.
 */
function recordSuspenseHides() {
  const hidden: string[] = [];
  (window as unknown as { suspenseHides: string[] }).suspenseHides = hidden;
  new MutationObserver((mutations) => {
    for (const { target } of mutations) {
      if (!(target instanceof HTMLElement)) continue;
      if (target.style.display === 'none' && target.style.getPropertyPriority('display') === 'important') {
        hidden.push(`<${target.tagName.toLowerCase()}${target.id ? ` id="${target.id}"` : ''}> in ${location.pathname}`);
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
}

/**
 * Opens each page once its data has arrived and lists what a person would meet: axe's serious and critical
 * violations, content that vanished for a moment after it was shown, and on a phone a page wider than the screen. The lists are compared at the end, so one run names
 * every page at fault.
 */
export async function walk(page: Page, paths: string[], shotPrefix: string): Promise<void> {
  const problems: string[] = [];
  await page.addInitScript(recordSuspenseHides);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Skeletons fade out and toasts settle before the page is judged.
    await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
    const hides = await page.evaluate(() => (window as unknown as { suspenseHides: string[] }).suspenseHides);
    for (const hide of hides) problems.push(`${path}: shown content was hidden while strings or code loaded: ${hide}`);
    // An experimental rule, so off by default: a control's spoken name must start with the words on it (voice control).
    const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    for (const violation of results.violations.filter((found) => SERIOUS.has(found.impact ?? ''))) {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      problems.push(`${path}: ${violation.id} (${violation.nodes.length}): ${where}`);
    }
    // A heading held to a fixed height runs into what follows once it wraps.
    const overflowing = await page.evaluate(() =>
      Array.from(document.querySelectorAll('h1, h2'))
        .filter((heading) => {
          const style = getComputedStyle(heading);
          // Descenders of a tight line-height overhang a little; a wrapped line overhangs by a line.
          return style.overflowY === 'visible' && heading.scrollHeight - heading.clientHeight > Number.parseFloat(style.fontSize) / 2;
        })
        .map((heading) => heading.textContent),
    );
    for (const heading of overflowing) problems.push(`${path}: the heading "${heading}" spills out of its box`);
    const width = page.viewportSize()?.width ?? 0;
    if (width < 640) {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${path}: scrolls sideways (${scrollWidth} px on a ${width} px screen)`);
    }
    await snap(page, `${shotPrefix}${path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
  expect(problems).toEqual([]);
}
