import type { TestContext } from './test-app';

/**
 * Makes a fixture video's original a real clip (the fixture stores its original under a .jpg key) and gives its small
 * licensed size the dimensions to render; answers the small size's format id.
 */
export async function useClipAsOriginal(
  ctx: TestContext,
  mediaId: number,
  clip: { path: string; durationMs: number },
  small: { width: number; height: number },
): Promise<number> {
  await ctx.storage.putFile(`private/originals/${mediaId}/original.jpg`, clip.path, 'video/mp4');
  await ctx.database.db.updateTable('media_files').set({ duration_ms: clip.durationMs }).where('id', '=', mediaId).execute();
  const format = await ctx.database.db
    .updateTable('media_formats')
    .set({ ...small, mime: 'video/mp4' })
    .where('media_id', '=', mediaId)
    .where('name', '=', 'small')
    .returning('id')
    .executeTakeFirstOrThrow();
  return format.id;
}
