import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../api/session';
import { savedFilesQuery } from './buyer-collection-queries';
import { SaveButton } from './SaveButton';

/**
 * Which of a grid's files the signed-in buyer has saved: one request for the whole grid, asked by the grid rather than
 * by each heart (a query observer per tile was a third of the time a phone spent building a page of tiles). Signed
 * out, or with no ids, nothing is asked.
 */
export function useSavedAmong(mediaIds: readonly number[]): ReadonlySet<number> | undefined {
  const signedIn = useSessionUser('buyer') !== null;
  return useQuery({ ...savedFilesQuery(mediaIds), enabled: signedIn && mediaIds.length > 0 }).data;
}

/** The heart on a file page. */
export function FileSaveButton({ file }: { file: { media_id: number; title: string } }) {
  const saved = useSavedAmong([file.media_id]);
  return <SaveButton file={file} saved={saved?.has(file.media_id) ?? false} variant="page" />;
}
