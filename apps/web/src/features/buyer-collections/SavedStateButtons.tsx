import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../api/session';
import { savedFilesQuery } from './buyer-collection-queries';
import { SaveButton } from './SaveButton';

/**
 * The heart over a grid tile. Every tile of a grid asks with the grid's ids, so the grid makes one request that all
 * its hearts share; signed out, nothing is asked.
 */
export function TileSaveButton({ file, gridIds }: { file: { media_id: number; title: string }; gridIds: readonly number[] }) {
  const signedIn = useSessionUser('buyer') !== null;
  const { data } = useQuery({ ...savedFilesQuery(gridIds), enabled: signedIn && gridIds.length > 0 });
  return <SaveButton file={file} saved={data?.has(file.media_id) ?? false} variant="tile" />;
}

/** The heart on a file page. */
export function FileSaveButton({ file }: { file: { media_id: number; title: string } }) {
  const signedIn = useSessionUser('buyer') !== null;
  const { data } = useQuery({ ...savedFilesQuery([file.media_id]), enabled: signedIn });
  return <SaveButton file={file} saved={data?.has(file.media_id) ?? false} variant="page" />;
}
