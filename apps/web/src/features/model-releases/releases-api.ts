import type { AgeGroup, ModelRelease, ModelReleasesResponse } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiBlob, apiRequest, dataOrServerMessage } from '../../api/client';

export const releaseKeys = { all: ['contributor', 'model-releases'] as const };

export const modelReleasesQuery = () =>
  queryOptions({
    queryKey: releaseKeys.all,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<ModelReleasesResponse>('/contributor/all/model_release', { role: 'contributor', signal }))
        .results,
    staleTime: 10_000,
  });

export interface NewRelease {
  model_name: string;
  age_group: AgeGroup;
  file: File;
}

/** Multipart, as the API takes it: the document and the two fields. */
export async function uploadRelease(release: NewRelease) {
  const form = new FormData();
  form.append('model_name', release.model_name.trim());
  form.append('age_group', release.age_group);
  form.append('file', release.file);
  const answer = await apiRequest<{ release: ModelRelease }>('/contributor/model_release', {
    method: 'POST',
    role: 'contributor',
    body: form,
  });
  return { release: dataOrServerMessage(answer).release, message: answer.message };
}

/** Opens the signed release in a new tab (its address needs the contributor's or an admin's token, so it is fetched). */
export async function openReleaseDocument(release: Pick<ModelRelease, 'release_id'>, role: 'contributor' | 'admin') {
  // Opened before the fetch, while the click still counts as the user's: pop-up blockers allow it then.
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob('/contributor/model_release/document', { role, query: { release_id: release.release_id } });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; the blob can go.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
