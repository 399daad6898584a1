import type { AdminBlogPost } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { formatCount } from '../../components/format/format-count';
import { messageOf } from '../auth/form/server-errors';
import { adminBlogKeys, deleteBlogPost } from './admin-blog-api';

/** Asks before an article is deleted; readers lose it at once, with its views. */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: AdminBlogPost; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteBlogPost(post.id),
    onSuccess: async (message) => {
      toast.success(message || 'The article is deleted.');
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(post.id) });
      await queryClient.invalidateQueries({ queryKey: adminBlogKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['blogs'] });
      onDeleted();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <ConfirmDialog
      title="Delete this article?"
      confirmLabel="Delete article"
      cancelLabel="Keep it"
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
    >
      <p>
        <strong className="font-semibold text-slate-900">{post.title}</strong> will be removed from the {post.audience} blog, with its{' '}
        {formatCount(post.view_count)} views. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
