import { rm } from 'node:fs/promises';
import type { UploadRejection } from '@stock/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { FileRefused, type ReceivedFile, receiveToTempFile } from './upload-intake';
import { incomingDir } from './upload-temp-files';

export interface ReceivedMultipart {
  files: { file: ReceivedFile; fileName: string }[];
  refused: UploadRejection[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart request part by part: each file in `fileFields` is streamed to a temporary file as it arrives,
 * text fields are collected. A file too large for its type ends the whole request at once (413), and everything
 * received so far is removed; the connection is closed shortly after rather than the rest of the body read. The
 * temporary files are named by `leaseId`, this process's lease.
 */
export async function receiveMultipartFiles(
  request: FastifyRequest,
  config: Config,
  fileFields: readonly string[],
  leaseId: number,
): Promise<ReceivedMultipart> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the files as multipart/form-data.');
  const received: ReceivedMultipart = { files: [], refused: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      try {
        received.files.push({
          file: await receiveToTempFile(part.file, incomingDir(config.dataDir), config.uploads, leaseId),
          fileName: part.filename,
        });
      } catch (error) {
        if (!(error instanceof FileRefused)) throw error;
        received.refused.push({ file_name: part.filename, status_code: error.statusCode, message: error.message });
      }
    }
  } catch (error) {
    await discardReceived(received);
    lingerThenClose(request);
    throw error;
  }
  return received;
}

const LINGER_MS = 2000;
const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * Ends a refused upload's connection without losing our answer: closing a socket that still has unread bytes makes TCP
 * reset it, and the client may then never see the 413. So the rest is read and thrown away for a moment (at most 2 s
 * and 8 MB: never the whole file), while the client reads the answer and stops sending, and then the socket is closed.
 */
function lingerThenClose(request: FastifyRequest): void {
  const raw = request.raw;
  const socket = raw.socket;
  let discarded = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) socket.destroy();
  });
  raw.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

export async function discardReceived(received: ReceivedMultipart): Promise<void> {
  await Promise.all(received.files.map(({ file }) => rm(file.path, { force: true })));
}
