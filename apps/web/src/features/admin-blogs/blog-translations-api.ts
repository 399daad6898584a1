import type { BlogTranslation, BlogTranslationLanguage, SaveBlogTranslationBody } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';
import { adminBlogKeys } from './admin-blog-api';

export const blogTranslationsKey = (postId: number) => [...adminBlogKeys.post(postId), 'translations'] as const;

export const blogTranslationsQuery = (postId: number) =>
  queryOptions({
    queryKey: blogTranslationsKey(postId),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<{ translations: BlogTranslation[] }>(`/admin/blogs/${postId}/translations`, { role: 'admin', signal }),
      ).translations,
  });

/** Adds the translation into one language, or replaces it; answers the saved translation and the server's message. */
export async function saveBlogTranslation(postId: number, lang: BlogTranslationLanguage, body: SaveBlogTranslationBody) {
  const answer = await apiRequest<{ translation: BlogTranslation }>(`/admin/blogs/${postId}/translations/${lang}`, {
    method: 'PUT',
    role: 'admin',
    body,
  });
  return { translation: dataOrServerMessage(answer).translation, message: answer.message };
}

export async function deleteBlogTranslation(postId: number, lang: BlogTranslationLanguage): Promise<string> {
  const answer = await apiRequest<null>(`/admin/blogs/${postId}/translations/${lang}`, { method: 'DELETE', role: 'admin' });
  dataOrServerMessage(answer);
  return answer.message;
}
