import { type Static, Type } from '@sinclair/typebox';
import { CONTRIBUTOR_LINKS_MAX } from './auth';
import { PORTFOLIO_FEATURED_MAX, PORTFOLIO_PAGE_LIMIT } from './constants';
import { Paged } from './envelope';
import { FileSummary, MediaTypeParam } from './media';
import { Id, PageNo } from './numbers';

/** A contributor's public portfolio: who they are, what buyers look at first, and their published files. */

export const PortfolioCounts = Type.Object({
  files: Type.Integer(),
  images: Type.Integer(),
  videos: Type.Integer(),
  downloads: Type.Integer(),
  member_since: Type.String({ format: 'date-time' }),
});
export type PortfolioCounts = Static<typeof PortfolioCounts>;

export const Portfolio = Type.Object({
  user_id: Type.Integer(),
  display_name: Type.String(),
  slug: Type.String(),
  bio: Type.String(),
  location: Type.String(),
  links: Type.Array(Type.String()),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  cover: Type.Union([FileSummary, Type.Null()]),
  featured: Type.Array(FileSummary),
  counts: PortfolioCounts,
});
export type Portfolio = Static<typeof Portfolio>;

export const PortfolioPage = Type.Composite([Paged(FileSummary), Type.Object({ portfolio: Portfolio })]);
export type PortfolioPage = Static<typeof PortfolioPage>;

const paging = {
  page_no: Type.Optional(PageNo()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PORTFOLIO_PAGE_LIMIT })),
  type: Type.Optional(MediaTypeParam),
};

export const OwnPortfolioQuery = Type.Object(paging, { additionalProperties: false });
export type OwnPortfolioQuery = Static<typeof OwnPortfolioQuery>;

export const PublicPortfolioQuery = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$' }), ...paging },
  { additionalProperties: false },
);
export type PublicPortfolioQuery = Static<typeof PublicPortfolioQuery>;

export const PortfolioUpdateBody = Type.Object(
  {
    bio: Type.Optional(Type.String({ maxLength: 1000 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    links: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: CONTRIBUTOR_LINKS_MAX })),
    cover_media_id: Type.Optional(Type.Union([Id(), Type.Null()], { description: 'One of your published files; null clears it' })),
    featured_media_ids: Type.Optional(
      Type.Array(Id(), {
        maxItems: PORTFOLIO_FEATURED_MAX,
        uniqueItems: true,
        description: 'Your published files, in order',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PortfolioUpdateBody = Static<typeof PortfolioUpdateBody>;

export const PortfolioData = Type.Object({ portfolio: Portfolio });
export type PortfolioData = Static<typeof PortfolioData>;
