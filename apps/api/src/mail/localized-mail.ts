import type { Locale } from '@stock/contracts';
import type { Config } from '../config/config';
import { escapeHtml } from '../http/escape-html';
import { sendMail } from './mail';

/** A piece of an e-mail as the text part shows it and as the HTML part shows it. */
export interface Piece {
  text: string;
  html: string;
  /** HTML that is a block of its own (a list, a heading), not a paragraph. */
  block?: boolean;
}

/** One e-mail in one language. A '' in the body is a blank line in the text part. */
export interface LocalMail {
  subject: string;
  body: Array<Piece | ''>;
}

/** Each language's wording of one kind of e-mail, from the facts it tells. */
export type MailWords<Facts> = Record<Locale, (facts: Facts) => LocalMail>;

const asPiece = (value: string | number | Piece): Piece =>
  typeof value === 'object' ? value : { text: String(value), html: escapeHtml(String(value)) };

/**
 * A sentence of ours with values in it (names, titles, reasons, amounts): each value lands literally in the text part
 * and escaped in the HTML part, so a name like `<b>&` reads as typed in both.
 */
export function line(words: TemplateStringsArray, ...values: Array<string | number | Piece>): Piece {
  let text = words[0] ?? '';
  let html = escapeHtml(text);
  values.forEach((value, index) => {
    const piece = asPiece(value);
    const after = words[index + 1] ?? '';
    text += piece.text + after;
    html += piece.html + escapeHtml(after);
  });
  return { text, html };
}

export const strong = (value: string | Piece): Piece => {
  const piece = asPiece(value);
  return { text: piece.text, html: `<strong>${piece.html}</strong>` };
};

/** A title: between the language's quotation marks in the text, in bold in the HTML. */
export const quoted = (value: string, [open, close]: readonly [string, string]): Piece => ({
  text: `${open}${value}${close}`,
  html: strong(value).html,
});

/** A link: the label and then the address in the text (an address stands last on its line), the label linked in HTML. */
export const link = (label: string, href: string, textLabel = label): Piece => ({
  text: `${textLabel}: ${href}`,
  html: `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`,
});

/** A passage that the text part and the HTML part word differently, e.g. around a link inside a sentence. */
export const apart = (text: Piece, html: Piece): Piece => ({ text: text.text, html: html.html, block: html.block });

/** A list: one item a line in the text, a bulleted list in HTML. */
export const list = (items: Piece[], bullet = '- '): Piece => ({
  text: items.map((item) => `${bullet}${item.text}`).join('\n'),
  html: `<ul>${items.map((item) => `<li>${item.html}</li>`).join('')}</ul>`,
  block: true,
});

/** Lines of text with the HTML written out whole, for a block such as a heading. */
export const block = (text: string, html: string): Piece => ({ text, html, block: true });

/** The text and HTML parts of a mail; the HTML carries the language so that screen readers speak it right. */
export function renderMail(locale: Locale, mail: LocalMail): { subject: string; text: string; html: string } {
  const text = mail.body.map((piece) => (piece === '' ? '' : piece.text)).join('\n');
  const paragraphs = mail.body
    .filter((piece): piece is Piece => piece !== '')
    .map((piece) => (piece.block ? piece.html : `<p>${piece.html}</p>`));
  return { subject: mail.subject, text, html: `<div lang="${locale}">\n${paragraphs.join('\n')}\n</div>` };
}

/** Sends one e-mail worded in the reader's language. */
export async function sendMailIn(config: Config, to: string, locale: Locale, mail: LocalMail) {
  await sendMail(config, { to, ...renderMail(locale, mail) });
}

/** Sends one kind of e-mail in the reader's language. */
export async function sendLocalizedMail<Facts>(config: Config, to: string, locale: Locale, words: MailWords<Facts>, facts: Facts) {
  await sendMailIn(config, to, locale, words[locale](facts));
}
