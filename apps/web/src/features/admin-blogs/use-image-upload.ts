import type { BlogImage } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { uploadBlogImage } from './admin-blog-api';

/** The server takes pictures up to 20 MB and makes a web-sized WebP of them. */
export const BLOG_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** Why a chosen file cannot be sent, before it is sent; the server checks the content again. */
export function imageFileProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return `"${file.name}" is not a picture: choose a JPEG, PNG, WebP, GIF, AVIF or TIFF file.`;
  if (file.size > BLOG_IMAGE_MAX_BYTES) return `"${file.name}" is larger than 20 MB.`;
  return undefined;
}

/** Uploads one picture for an article; problems are toasted, a success hands the stored image to `onUploaded`. */
export function useImageUpload(onUploaded: (image: BlogImage) => void) {
  const mutation = useMutation({
    mutationFn: (file: File) => uploadBlogImage(file),
    onSuccess: (image) => onUploaded(image),
    onError: (error) => toast.error(messageOf(error)),
  });
  return {
    uploading: mutation.isPending,
    upload(file: File) {
      const problem = imageFileProblem(file);
      if (problem) toast.error(problem);
      else mutation.mutate(file);
    },
  };
}
