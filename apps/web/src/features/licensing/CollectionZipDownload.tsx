import type { CollectionLicenceBody, CollectionLicenceData, CollectionSize } from '@stock/contracts';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, dataOrServerMessage } from '../../api/client';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { billingKeys } from '../billing/billing-queries';
import { saveFromUrl } from '../downloads/download-queries';

const SIZES: { value: CollectionSize; labelKey: string }[] = [
  { value: 'small', labelKey: 'zip.sizes.small' },
  { value: 'medium', labelKey: 'zip.sizes.medium' },
  { value: 'large', labelKey: 'zip.sizes.large' },
  { value: 'original', labelKey: 'zip.sizes.original' },
];

type Progress = { phase: 'licensing' } | { phase: 'downloading'; received: number; total: number } | null;

/** Reads the zip as it streams, reporting the bytes so far against the length the server announced. */
async function fetchZip(url: string, onProgress: (received: number, total: number) => void): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(i18next.t('licensing:zip.downloadFailed'));
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}

/** Licenses every file of the collection at a size and downloads them as one zip, showing how far it got. */
export function CollectionZipDownload({ collectionId, files }: { collectionId: number; files: number }) {
  const { t } = useTranslation('licensing');
  const queryClient = useQueryClient();
  const [size, setSize] = useState<CollectionSize>('large');
  const [progress, setProgress] = useState<Progress>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    setProgress({ phase: 'licensing' });
    try {
      const body: CollectionLicenceBody = { collection_id: collectionId, size };
      const answer = await apiRequest<CollectionLicenceData>('/buyer/collection/license', { method: 'POST', role: 'buyer', body });
      const grant = dataOrServerMessage(answer);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      toast.success(answer.message);
      setProgress({ phase: 'downloading', received: 0, total: 0 });
      const zip = await fetchZip(grant.zip_url, (received, total) => setProgress({ phase: 'downloading', received, total }));
      const objectUrl = URL.createObjectURL(zip);
      saveFromUrl(objectUrl, grant.file_name);
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setProgress(null);
    }
  };
  const percent = progress?.phase === 'downloading' && progress.total > 0 ? Math.round((progress.received / progress.total) * 100) : null;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('zip.formLabel')} className="flex flex-wrap items-end gap-2">
      <label className="text-sm font-medium text-slate-800">
        {t('zip.size')}
        <select
          value={size}
          onChange={(event) => setSize(event.target.value as CollectionSize)}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          {SIZES.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={progress !== null || files === 0}
        className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60"
      >
        {t('zip.downloadAll', { count: files })}
      </button>
      {progress && (
        <div role="status" className="flex basis-full items-center gap-2 text-sm text-slate-700">
          <progress
            max={100}
            value={percent ?? undefined}
            aria-label={t('zip.progress')}
            className="h-2 w-48 overflow-hidden rounded-full accent-sky-700"
          />
          {progress.phase === 'licensing'
            ? t('zip.licensing')
            : percent === null
              ? t('zip.downloading')
              : t('zip.downloadingPercent', { percent })}
        </div>
      )}
    </form>
  );
}
