// The build's message precompiler imports this too: it stays free of the app's runtime imports.

/**
 * Text that ICU would give back unchanged: no argument, no plural, no quoting. Most messages are plain, and formatting
 * one through ICU costs a parse and a locale lookup for nothing. Without braces an apostrophe quotes nothing; only a
 * doubled one means something (a single apostrophe).
 */
export function isPlainText(message: string): boolean {
  return !/[{}]/.test(message) && !message.includes("''");
}
