import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';

/** The web page where an invitee signs up or in and joins. */
export const joinUrl = (config: Config, token: string) => `${config.publicUrl}${PAGES.teamJoin.build(token)}`;

export async function mailTeamInvitation(config: Config, to: string, ownerName: string, token: string, expiresAt: Date): Promise<void> {
  const brand = config.site.brand;
  const url = joinUrl(config, token);
  const until = expiresAt.toISOString().slice(0, 10);
  const text = [
    `${ownerName} invited you to their team on ${brand}.`,
    '',
    `As a member you download licensed photos and videos under the team's plan and work in the team's collections.`,
    `Join with this link (sign up or sign in with ${to}); it works until ${until}:`,
    url,
    '',
    'If you do not know this person, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>${escapeHtml(ownerName)} invited you to their team on ${escapeHtml(brand)}.</p>
<p>As a member you download licensed photos and videos under the team's plan and work in the team's collections.</p>
<p><a href="${escapeHtml(url)}">Join the team</a> (sign up or sign in with ${escapeHtml(to)}); the link works until ${until}.</p>
<p>If you do not know this person, you can ignore this e-mail.</p>`;
  // The subject is ours alone: a buyer's own name would let anyone put words of their choosing before a stranger.
  await sendMail(config, { to, subject: `You are invited to a team on ${brand}`, text, html });
}
