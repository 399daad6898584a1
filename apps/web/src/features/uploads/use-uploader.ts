import type { UploadLimits } from '@stock/contracts';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { contributorFileKeys } from '../contributor-files/contributor-files-api';
import { createUppy, type Uploader } from './create-uppy';
import type { PickedFile } from './dropped-files';
import { measureInBrowser } from './measure-media';
import { preflight } from './preflight';
import { rowsReducer, type UploadRow } from './upload-rows';
import { uploadLimitsQuery } from './uploads-api';

let nextRowNumber = 1;

/**
 * The upload page's queue: every picked file gets a row at once, is checked in the browser, and when it passes is
 * sent with tus. Rows stay after their upload, to follow the file's processing on the server.
 */
export function useUploader(limits: UploadLimits | undefined) {
  const [rows, dispatch] = useReducer(rowsReducer, []);
  const queryClient = useQueryClient();
  const uploader = useRef<Uploader | null>(null);
  const uppyIdOf = useRef(new Map<string, string>());

  useEffect(
    () => () => {
      uploader.current?.uppy.destroy();
      uploader.current = null;
      uppyIdOf.current.clear();
    },
    [],
  );

  const uploaderFor = useCallback(
    (endpoint: string) => {
      uploader.current ??= createUppy(endpoint, {
        dispatch,
        onStored: () => {
          void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
          // Today's count and the storage used have just grown.
          void queryClient.invalidateQueries({ queryKey: uploadLimitsQuery().queryKey });
        },
      });
      return uploader.current;
    },
    [queryClient],
  );

  const addFiles = useCallback(
    async (picked: PickedFile[]) => {
      if (!limits) return;
      const queued = picked.map((item) => {
        const row: UploadRow = {
          id: `row-${nextRowNumber++}`,
          name: item.file.name,
          relativePath: item.relativePath,
          bytes: item.file.size,
          preflight: null,
          phase: { name: 'checking' },
        };
        dispatch({ type: 'add', row });
        return { row, item };
      });
      // One at a time: decoding several large photos at once would take the memory of the whole tab.
      for (const { row, item } of queued) {
        const result = await preflight(item.file, limits, measureInBrowser);
        dispatch({ type: 'update', id: row.id, changes: { preflight: result } });
        if (result.problems.length > 0) {
          dispatch({ type: 'phase', id: row.id, phase: { name: 'blocked' } });
          continue;
        }
        try {
          const uppyId = uploaderFor(limits.tus_endpoint).start(row.id, item.file, item.relativePath);
          uppyIdOf.current.set(row.id, uppyId);
          dispatch({ type: 'phase', id: row.id, phase: { name: 'uploading', bytesUploaded: 0, bytesTotal: item.file.size } });
        } catch {
          // Uppy refuses the very same file twice in one queue.
          dispatch({ type: 'phase', id: row.id, phase: { name: 'refused', message: i18next.t('uploads:errors.duplicate') } });
        }
      }
    },
    [limits, uploaderFor],
  );

  const retry = useCallback((rowId: string) => {
    const uppyId = uppyIdOf.current.get(rowId);
    if (!uppyId || !uploader.current) return;
    dispatch({ type: 'reconnecting', id: rowId });
    uploader.current.retry(uppyId);
  }, []);

  const remove = useCallback((rowId: string) => {
    const uppyId = uppyIdOf.current.get(rowId);
    if (uppyId) uploader.current?.remove(uppyId);
    uppyIdOf.current.delete(rowId);
    dispatch({ type: 'remove', id: rowId });
  }, []);

  return { rows, addFiles, retry, remove };
}
