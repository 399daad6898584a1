import { type Static, Type } from '@sinclair/typebox';

/** Public facts about the marketplace that the server hands the web app inside index.html. */
export const SiteConfig = Type.Object({
  brand: Type.String(),
  contactPhone: Type.String(),
  contactEmail: Type.String(),
  social: Type.Object({
    facebook: Type.String(),
    instagram: Type.String(),
    x: Type.String(),
  }),
  apiBaseUrl: Type.String(),
});
export type SiteConfig = Static<typeof SiteConfig>;
