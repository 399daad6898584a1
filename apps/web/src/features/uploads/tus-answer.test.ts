import { describe, expect, it } from 'vitest';
import { contributorFile } from '../../test/contributor-fixtures';
import { readFinishedUpload, readUploadError } from './tus-answer';

const xhr = (body: unknown, headers: Record<string, string> = {}) => ({
  responseText: typeof body === 'string' ? body : JSON.stringify(body),
  getResponseHeader: (name: string) => headers[name] ?? null,
});
const envelope = (data: unknown, message = 'OK') => ({ status: true, status_code: 200, statusCode: 200, message, data });

describe('the answer to the last tus request', () => {
  it('gives the stored file’s media id', () => {
    expect(readFinishedUpload(xhr(envelope({ files: [contributorFile(41)], rejected: [] })))).toEqual({ mediaId: 41 });
  });

  it('gives the server’s reason when it refused the content', () => {
    const answer = envelope({ files: [], rejected: [{ file_name: 'a.mp4', status_code: 422, message: 'This video is 3 seconds long.' }] });
    expect(readFinishedUpload(xhr(answer))).toEqual({ refused: 'This video is 3 seconds long.' });
  });

  it('falls back on the X-Media-Id header when the body is not an envelope', () => {
    expect(readFinishedUpload(xhr('', { 'X-Media-Id': '17' }))).toEqual({ mediaId: 17 });
  });

  it('reads a refusal from the response, and a dropped connection from its absence', () => {
    const response = {
      getStatus: () => 413,
      getBody: () => JSON.stringify({ status: false, status_code: 413, statusCode: 413, message: 'Over your storage quota.', data: null }),
      getHeader: () => undefined,
    };
    expect(readUploadError({ originalResponse: response })).toEqual({ status: 413, message: 'Over your storage quota.' });
    const aborted = { getStatus: () => 0, getBody: () => '', getHeader: () => undefined };
    expect(readUploadError({ originalResponse: aborted }).status).toBeNull();
    expect(readUploadError(new Error('network'))).toEqual({
      status: null,
      message: 'The connection was lost. Retry to continue from where the upload stopped.',
    });
  });
});
