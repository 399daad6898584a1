import i18next from 'i18next';

/**
 * A lazily loaded module, once the string namespaces it shows have arrived too. The build wraps every `import()` of
 * the app's own modules in it (apps/web/build/strings-beside-code.ts), so a page never renders before its strings.
 */
export async function withStrings<T>(module: Promise<T>, namespaces: readonly string[]): Promise<T> {
  const [loaded] = await Promise.all([module, i18next.loadNamespaces([...namespaces])]);
  return loaded;
}

/** The namespaces an eagerly loaded module shows, everything it imports included: the build writes the list in. */
export function stringsOf(modulePath: string): readonly string[] {
  throw new Error(`stringsOf('${modulePath}') is filled in by the build's strings-beside-code plugin, which did not run`);
}
