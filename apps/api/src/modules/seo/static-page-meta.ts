import type { Locale, PageName } from '@stock/contracts/values';
import { TRANSLATED_PAGE_META } from './static-page-meta-translations';

/**
 * The title and description of each indexable page that is the same for everyone (the map's pages without a database
 * lookup), as the page itself words them. The brand goes in at run time.
 */
export const STATIC_PAGE_META: Partial<Record<PageName, (brand: string) => { title: string; description: string }>> = {
  home: (brand) => ({
    title: `${brand}: stock photos and videos with clear licences`,
    description: 'Royalty-free photos and videos from independent creators, licensed for everything you make.',
  }),
  search: (brand) => ({
    title: `Search stock photos and videos · ${brand}`,
    description: `Search royalty-free photos and videos on ${brand} by keyword, colour, orientation, people and more.`,
  }),
  collections: (brand) => ({
    title: `Curated collections · ${brand}`,
    description: `Photos and videos hand-picked by the ${brand} team around a theme.`,
  }),
  buyerBlogs: (brand) => ({
    title: `Blog · ${brand}`,
    description: `Ideas, tips and stories about using stock photos and videos, from the ${brand} team.`,
  }),
  pricing: (brand) => ({
    title: `Pricing: plans and credit packs · ${brand}`,
    description: `Subscription plans and credit packs for licensing ${brand} photos and videos, in US dollars.`,
  }),
  ourStory: (brand) => ({
    title: `Our Story · ${brand}`,
    description: `${brand} is a marketplace where independent photographers and filmmakers license their work under one clear licence.`,
  }),
  termsOfUse: (brand) => ({
    title: `Terms of Use · ${brand}`,
    description: `The terms of using ${brand}, as a buyer licensing photos and videos or as a contributor selling your own work.`,
  }),
  privacyPolicy: (brand) => ({
    title: `Privacy Policy · ${brand}`,
    description: `What personal information ${brand} collects, why, who we share it with and the choices you have.`,
  }),
  cookiePolicy: (brand) => ({
    title: `Cookie Policy · ${brand}`,
    description: `Which cookies and similar technologies ${brand} uses, what each one is for, and how you can control them.`,
  }),
  faq: (brand) => ({
    title: `Frequently Asked Questions · ${brand}`,
    description: `Quick answers about licensing, plans, teams and selling on ${brand}.`,
  }),
  sellYourContent: (brand) => ({
    title: `Sell Your Content · ${brand}`,
    description: `Upload your photos and clips to ${brand}, keep your copyright, and earn a royalty every time a buyer licenses your work.`,
  }),
  reseller: (brand) => ({
    title: `Reseller Programme · ${brand}`,
    description: `License ${brand} photos and videos on behalf of your clients, simply, transparently and fully licensed.`,
  }),
  referralCustomers: (brand) => ({
    title: `Referral Customers · ${brand}`,
    description: `Invite photographers and teams to ${brand} with your referral code and earn when they do well.`,
  }),
  model: (brand) => ({
    title: `Modelling Assignment · ${brand}`,
    description: `Appear in work by ${brand} contributors: how modelling assignments work and what you agree to.`,
  }),
};

/** A page's words in a language; English where a page has no translation yet. */
export function staticPageMeta(locale: Locale, page: PageName) {
  return (locale === 'en' ? undefined : TRANSLATED_PAGE_META[locale][page]) ?? STATIC_PAGE_META[page];
}
