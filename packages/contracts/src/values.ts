/** The contracts' plain values and helpers, without schemas: what the web app may import at run time. */

export * from './billing-values';
export * from './constants';
export * from './email';
export * from './image-sources';
export * from './locales';
export * from './page-routes';
export * from './query-string';
export * from './search-state';
export * from './slug';
