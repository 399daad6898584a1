import type { ReactNode } from 'react';

const bold = (part: string) => <strong>{part}</strong>;

/**
 * A translated sentence with one of its parts marked up (in bold, or as a link) wherever the language puts it: the
 * part is a placeholder of the message, so the sentence stays whole for the translator.
 */
export function SentencePart({ sentence, part, render = bold }: { sentence: string; part: string; render?: (part: string) => ReactNode }) {
  const at = part ? sentence.indexOf(part) : -1;
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {render(part)}
      {sentence.slice(at + part.length)}
    </>
  );
}
