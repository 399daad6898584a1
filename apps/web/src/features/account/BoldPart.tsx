/**
 * A translated sentence with one of its parts in bold wherever the language puts it: the part (an address, a button
 * name) is a placeholder of the message, so the sentence stays whole for the translator.
 */
export function BoldPart({ sentence, part }: { sentence: string; part: string }) {
  const at = part ? sentence.indexOf(part) : -1;
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <strong>{part}</strong>
      {sentence.slice(at + part.length)}
    </>
  );
}
