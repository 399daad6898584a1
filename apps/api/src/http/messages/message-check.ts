import type { FoundMessage } from './extract-messages';
import { type MessageCatalogue, placeholdersOf, withoutSlotKinds } from './message-catalogue';

/**
 * Text that looks like a message in the source but never reaches an envelope: data shown as it is, such as the name
 * of the seller on invoices.
 */
export const NOT_MESSAGES = new Set(['Lumora Media Inc.']);

/**
 * What keeps the catalogues complete: a message of the source without a translation in some language (a state word
 * slot is part of the message: `{0:file-status}` is not `{0}`), a translation that loses or adds a placeholder or
 * repeats a slot's kind, and a translation of a message the source no longer has.
 */
export function catalogueProblems(messages: FoundMessage[], catalogues: Record<string, MessageCatalogue>): string[] {
  const problems: string[] = [];
  const templates = new Set(messages.map((message) => message.template));
  for (const [language, catalogue] of Object.entries(catalogues)) {
    const reported = new Set<string>();
    for (const { file, line, template } of messages) {
      if (NOT_MESSAGES.has(template) || template in catalogue || reported.has(template)) continue;
      reported.add(template);
      problems.push(`${file}:${line}: no ${language} translation of ${JSON.stringify(template)}`);
    }
    for (const [english, translation] of Object.entries(catalogue)) {
      if (!templates.has(english)) problems.push(`${language}: ${JSON.stringify(english)} is no message of the API any more`);
      const placeholders = withoutSlotKinds(english);
      if (placeholdersOf(placeholders).join() !== placeholdersOf(translation).join()) {
        problems.push(`${language}: ${JSON.stringify(translation)} must have the placeholders of ${JSON.stringify(placeholders)}`);
      }
    }
  }
  return problems;
}
