import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';

/** The web page that shows a shared collection read-only. */
export const shareUrl = (config: Config, token: string) => `${config.publicUrl}${PAGES.sharedCollection.build(token)}`;
