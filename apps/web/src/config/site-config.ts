import type { SiteConfig } from '@stock/contracts';
import { SITE_CONFIG_ELEMENT_ID } from '@stock/contracts/values';

/** What the web app shows when the server did not hand it settings (the Vite dev server, component tests). */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'Lumora',
  contactPhone: '+1 415 555 0134',
  contactEmail: 'support@lumora.example',
  social: {
    facebook: 'https://www.facebook.com/lumora.stock',
    instagram: 'https://www.instagram.com/lumora.stock',
    x: 'https://x.com/lumorastock',
  },
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
};

function readInjectedConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  try {
    return { ...DEFAULT_SITE_CONFIG, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfig: SiteConfig = readInjectedConfig();
