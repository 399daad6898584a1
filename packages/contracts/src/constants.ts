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

/** Buyer collections: names are unique per owner and this long at most. */
export const COLLECTION_NAME_MAX_LENGTH = 100;

/** How team members may use a collection its owner shares with the team. */
export const TEAM_ACCESS_ROLES = ['viewer', 'editor'] as const;

/** Share links may last at most this many days; without an expiry they last until the owner turns them off. */
export const SHARE_LINK_MAX_DAYS = 365;

/** A buyer keeps at most this many saved searches; "new since last visit" counts stop at SAVED_SEARCH_NEW_CAP. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NEW_CAP = 99;
