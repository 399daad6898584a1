/**
 * The pages a visitor most often lands on from outside (a search, a file). Each would otherwise load its own code plus
 * a dozen chunks of 1 to 2 KB that the bundler split off because other lazy pages share them: on a phone's connection
 * every one is another request queued beside the entry. Everything those pages import, beyond the entry, goes into
 * one chunk instead; a page that shares a little of it loads a few kilobytes it does not run.
 */
const LANDING_PAGES = /[\\/]src[\\/]features[\\/](files[\\/]FilePage|search[\\/]SearchPage)\.tsx$/;

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importers: readonly string[] } | null;
}

/** The name of the landing chunk for a module the landing pages import (statically, at any depth), else null. */
export function landingChunkOf(moduleId: string, graph: ModuleGraph): string | null {
  if (LANDING_PAGES.test(moduleId)) return null;
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (LANDING_PAGES.test(importer)) return 'landing';
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return null;
}
