import type { ReactNode } from 'react';

/**
 * The `<mail>` component of a translated sentence: `<Trans>` puts the address the sentence shows inside, as a link that
 * opens the reader's mail app.
 */
export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return <a href={`mailto:${email}`}>{children}</a>;
}
