/** A LIKE/ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The id a search text names, when it is all digits (and fits an id); else null. */
export const idIn = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null);
