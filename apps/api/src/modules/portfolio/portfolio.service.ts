import type {
  OwnPortfolioQuery,
  Portfolio,
  PortfolioData,
  PortfolioPage,
  PortfolioUpdateBody,
  PublicPortfolioQuery,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { mediaTypeOf } from '../catalogue/media-type';
import { publicMediaUrl } from '../catalogue/media-urls';
import { updateOwnContributorProfile } from '../profile/contributor-profile.service';
import {
  findPortfolioOwner,
  findPortfolioOwnerBySlug,
  ownPublishedIds,
  type PortfolioOwnerRow,
  portfolioCounts,
  publishedFileIds,
  updatePortfolioPicks,
} from './portfolio.repo';

async function presentPortfolio(deps: AppDeps, owner: PortfolioOwnerRow): Promise<Portfolio> {
  const picks = [...(owner.cover_media_id ? [owner.cover_media_id] : []), ...owner.featured_media_ids];
  // Only published files come back, so a pick that was unpublished since simply stops showing.
  const [summaries, counts] = await Promise.all([loadFileSummaries(deps.db, picks), portfolioCounts(deps.db, owner.user_id)]);
  const byId = new Map(summaries.map((summary) => [summary.media_id, summary]));
  return {
    user_id: owner.user_id,
    display_name: owner.display_name,
    slug: owner.slug,
    bio: owner.bio,
    location: owner.location,
    links: owner.links,
    avatar_url: owner.avatar_key ? publicMediaUrl(owner.avatar_key) : null,
    cover: (owner.cover_media_id && byId.get(owner.cover_media_id)) || null,
    featured: owner.featured_media_ids.flatMap((id) => byId.get(id) ?? []),
    counts: { ...counts, member_since: owner.created_at.toISOString() },
  };
}

async function portfolioPage(deps: AppDeps, owner: PortfolioOwnerRow, query: OwnPortfolioQuery): Promise<PortfolioPage> {
  const window = pageWindow(query, 48);
  const type = query.type ? mediaTypeOf(query.type) : undefined;
  const [{ ids, total }, portfolio] = await Promise.all([
    publishedFileIds(deps.db, owner.user_id, type, window),
    presentPortfolio(deps, owner),
  ]);
  return { ...paged(await loadFileSummaries(deps.db, ids), total, window), portfolio };
}

export async function ownPortfolio(deps: AppDeps, user: SessionUser, query: OwnPortfolioQuery): Promise<Outcome<PortfolioPage>> {
  const owner = await findPortfolioOwner(deps.db, user.id);
  if (!owner) throw new HttpError(404, 'This account has no contributor profile.');
  return { data: await portfolioPage(deps, owner, query), message: 'OK' };
}

export async function publicPortfolio(deps: AppDeps, query: PublicPortfolioQuery): Promise<Outcome<PortfolioPage>> {
  const owner = await findPortfolioOwnerBySlug(deps.db, query.slug);
  if (!owner) throw notFound('There is no such portfolio.');
  return { data: await portfolioPage(deps, owner, query), message: 'OK' };
}

/**
 * Bio, location and links go through the contributor profile (one set of rules for the public side of a contributor);
 * the cover and featured files must be the contributor's own published files. Everything is checked before anything
 * is saved.
 */
export async function updatePortfolio(deps: AppDeps, user: SessionUser, body: PortfolioUpdateBody): Promise<Outcome<PortfolioData>> {
  const picks = [...(body.cover_media_id ? [body.cover_media_id] : []), ...(body.featured_media_ids ?? [])];
  const own = await ownPublishedIds(deps.db, user.id, picks);
  const strangerIndex = picks.findIndex((id) => !own.has(id));
  if (strangerIndex >= 0) {
    const field = body.cover_media_id && strangerIndex === 0 ? 'cover_media_id' : 'featured_media_ids';
    const message = `File ${picks[strangerIndex]} is not one of your published files.`;
    throw new HttpError(404, message, [{ field, message }]);
  }
  const { bio, location, links } = body;
  const profileChanges = Object.fromEntries(Object.entries({ bio, location, links }).filter(([, value]) => value !== undefined));
  if (Object.keys(profileChanges).length > 0) await updateOwnContributorProfile(deps, user, profileChanges);
  await updatePortfolioPicks(
    deps.db,
    user.id,
    Object.fromEntries(
      Object.entries({ cover_media_id: body.cover_media_id, featured_media_ids: body.featured_media_ids }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  );
  const owner = (await findPortfolioOwner(deps.db, user.id)) as PortfolioOwnerRow;
  return { data: { portfolio: await presentPortfolio(deps, owner) }, message: 'Your portfolio is saved.' };
}
