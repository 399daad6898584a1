import { invalidField } from '../../http/http-error';
import { MediaRejectedError, makeAvatar } from '../../media';

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'The avatar must be at most 10 MB.';

/** The uploaded picture made into an avatar, or a field error that a form can show under the file input. */
export async function avatarFrom(upload: Buffer): Promise<Buffer> {
  try {
    return await makeAvatar(upload);
  } catch (error) {
    if (error instanceof MediaRejectedError) throw invalidField('avatar', error.message);
    throw error;
  }
}
