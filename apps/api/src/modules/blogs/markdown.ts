import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'hr',
  'br',
];

/**
 * Markdown rendered to HTML that is safe to put in a page: only the tags an article needs, no scripts, styles or
 * event handlers, links only to http(s), mailto and site paths, and links that leave the site open without handing
 * it the opener.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external
            ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
            : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

/** About 230 words a minute, rounded up, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / 230));
}
