/**
 * Plain values shared by the API and the web app. No schema library here: the web app imports these without
 * pulling TypeBox into the first page load.
 */

export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;

export const ORIENTATIONS = ['horizontal', 'vertical', 'square', 'panoramic'] as const;

export const COLOR_FAMILIES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
  'grey',
] as const;

export const AGE_GROUPS = ['infant', 'child', 'teen', 'young_adult', 'adult', 'senior'] as const;

export const SEARCH_SORTS = ['relevance', 'newest', 'popular'] as const;

export const UPLOADED_WITHIN = ['day', 'week', 'month', 'year'] as const;

export const VIDEO_RESOLUTIONS = ['hd', 'full_hd', '4k'] as const;

/** Paging parameters as the spec sends them; page_no starts at 1. */
export const MAX_PAGE_LIMIT = 100;

/** Deep pages stay fast because no listing goes past this many results (stock sites cap browsing similarly). */
export const MAX_RESULT_WINDOW = 10_000;

/** The longest address SMTP allows is 254 characters; a little slack lets surrounding spaces reach the trim. */
export const EMAIL_MAX_LENGTH = 254;

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The JSON block in which the server puts the strings a page shows first, in the page's language
 * (`{ language, namespaces: { [namespace]: messages } }`), so that they need no request of their own.
 */
export const PAGE_STRINGS_ELEMENT_ID = 'page-strings';

/**
 * The JSON block in which the server puts the answer to a page's first API call (`{ url, language, body }`, body being the API's
 * envelope), so that the web app renders the page from it instead of asking again.
 */
export const PAGE_ANSWER_ELEMENT_ID = 'page-answer';

/** The spec's contributor file statuses, exactly as the client sends them. `removed` is a published file taken down. */
export const CONTRIBUTOR_FILE_STATUSES = ['DRAFT', 'inreview', 'rejected', 'published'] as const;

/** Where a file is in the media pipeline: waiting, being processed, ready, or refused with a reason. */
export const PROCESSING_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;

/** The standard reasons an admin picks from when rejecting a file (one or more, plus a note). */
export const REJECTION_REASONS = [
  'focus',
  'noise',
  'exposure',
  'trademark_or_logo',
  'missing_release',
  'similar_content',
  'metadata',
  'other',
] as const;

export const REJECTION_REASON_LABELS: Record<(typeof REJECTION_REASONS)[number], string> = {
  focus: 'Focus',
  noise: 'Noise',
  exposure: 'Exposure',
  trademark_or_logo: 'Trademark or logo',
  missing_release: 'Missing release',
  similar_content: 'Similar content',
  metadata: 'Metadata',
  other: 'Other',
};

/** Metadata rules a file must meet before it can be submitted for review. */
export const FILE_METADATA_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
  keywordsMin: 5,
  keywordsMax: 50,
  keywordMaxLength: 60,
  reviewNoteMaxLength: 1000,
  modelNameMaxLength: 120,
} as const;

/** What a model release document may be. */
export const MODEL_RELEASE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Longer titles and descriptions are cut off in search results, so an article's own ones are kept within these. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** Contributor money and portfolio (issue 8). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'failed'] as const;
export const GRAPH_INTERVALS = ['day', 'week', 'month'] as const;
export const PORTFOLIO_PAGE_LIMIT = 48;
export const PORTFOLIO_FEATURED_MAX = 6;

/** Buyer collections: names are unique per owner and this long at most. */
export const COLLECTION_NAME_MAX_LENGTH = 100;

/** How team members may use a collection its owner shares with the team. */
export const TEAM_ACCESS_ROLES = ['viewer', 'editor'] as const;

/** Share links may last at most this many days; without an expiry they last until the owner turns them off. */
export const SHARE_LINK_MAX_DAYS = 365;

/** A buyer keeps at most this many saved searches; "new since last visit" counts stop at SAVED_SEARCH_NEW_CAP. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NEW_CAP = 99;

/** The file statuses the console searches by, and why an administrator may take a published file down. */
export const ADMIN_FILE_STATUSES = ['DRAFT', 'inreview', 'rejected', 'published', 'removed'] as const;
export const TAKE_DOWN_GROUNDS = ['rights_complaint', 'quality', 'model_release'] as const;

/** What a partner API key may do: search the catalogue, license files, use collections, receive webhooks. */
export const API_SCOPES = ['search', 'license', 'collections', 'webhooks'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What a reseller's webhook endpoint may be sent: each delivery's `type`. */
export const WEBHOOK_EVENTS = ['licence.created', 'payment.succeeded', 'saved_search.new_matches', 'licensed_file.taken_down'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
