import type { AdminBlogPost } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { formatCount } from '../../components/format/format-count';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { adminBlogKeys, deleteBlogPost } from './admin-blog-api';

/** Asks before an article is deleted; readers lose it at once, with its views. */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: AdminBlogPost; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin-blogs');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteBlogPost(post.id),
    onSuccess: async (message) => {
      toast.success(message || t('deletePost.deleted'));
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(post.id) });
      await queryClient.invalidateQueries({ queryKey: adminBlogKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['blogs'] });
      onDeleted();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <ConfirmDialog
      title={t('deletePost.title')}
      confirmLabel={t('deletePost.confirm')}
      cancelLabel={t('keepIt')}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      <p>
        <Trans
          t={t}
          i18nKey="deletePost.body"
          values={{ title: post.title, audience: post.audience, views: formatCount(post.view_count) }}
          components={{ strong: <strong className="font-semibold text-slate-900" /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
