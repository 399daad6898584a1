/** A change the categories page sends to the console API (the password for a sensitive one). */
export type CategoryChange = { path: string; method: 'POST' | 'PUT'; body: unknown; password?: string };
