import type { Locale } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { mailDate } from '../../mail/mail-format';
import { INVITATION_WORDS } from './team-mail-words';

/** The web page where an invitee signs up or in and joins. */
export const joinUrl = (config: Config, token: string) => `${config.publicUrl}${PAGES.teamJoin.build(token)}`;

export async function mailTeamInvitation(
  config: Config,
  to: string,
  ownerName: string,
  token: string,
  expiresAt: Date,
  locale: Locale,
): Promise<void> {
  await sendLocalizedMail(config, to, locale, INVITATION_WORDS, {
    owner: ownerName,
    brand: config.site.brand,
    to,
    url: joinUrl(config, token),
    until: mailDate(expiresAt, locale),
  });
}
