/**
 * The uploaded file is not something we can publish. The message is written for the contributor who uploaded it and
 * can be shown as is; the cause (a sharp or ffprobe error) is for the logs only.
 */
export class MediaRejectedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaRejectedError';
  }
}
