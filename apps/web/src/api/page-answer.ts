import { PAGE_ANSWER_ELEMENT_ID } from '@stock/contracts/values';

/** The answer the server put into the page for its first API call (apps/api/src/web/web-app.ts). */
interface PageAnswer {
  url: string;
  /** The language the server answered in: categories and keywords come back in it. */
  language: string;
  body: unknown;
}

function readPageAnswer(): PageAnswer | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWER_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageAnswer>;
    const { url, language, body } = parsed;
    return typeof url === 'string' && typeof language === 'string' && body !== undefined ? { url, language, body } : undefined;
  } catch {
    return undefined;
  }
}

let pageAnswer = readPageAnswer();

/**
 * The page's answer for a public call to exactly this URL in this language, once: the first render uses it instead of
 * a request, and any later call (a refetch, the page opened again) asks the server.
 */
export function takePageAnswer(url: string, language: string): unknown {
  if (pageAnswer?.url !== url || pageAnswer.language !== language) return undefined;
  const { body } = pageAnswer;
  pageAnswer = undefined;
  return body;
}

/** Reads the page's block again: for tests, which put one into the document after this module has loaded. */
export function rereadPageAnswer(): void {
  pageAnswer = readPageAnswer();
}
