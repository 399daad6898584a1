import { rm } from 'node:fs/promises';
import type { UploadRejection } from '@stock/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { FileRefused, incomingDir, type ReceivedFile, receiveToTempFile } from './upload-intake';

export interface ReceivedMultipart {
  files: { file: ReceivedFile; fileName: string }[];
  refused: UploadRejection[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart request part by part: each file in `fileFields` is streamed to a temporary file as it arrives,
 * text fields are collected. A file too large for its type ends the whole request at once (413), and everything
 * received so far is removed; the connection is closed rather than the rest of the body read.
 */
export async function receiveMultipartFiles(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  fileFields: readonly string[],
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
          file: await receiveToTempFile(part.file, incomingDir(config.dataDir), config.uploads),
          fileName: part.filename,
        });
      } catch (error) {
        if (!(error instanceof FileRefused)) throw error;
        received.refused.push({ file_name: part.filename, status_code: error.statusCode, message: error.message });
      }
    }
  } catch (error) {
    await discardReceived(received);
    reply.header('connection', 'close');
    throw error;
  }
  return received;
}

export async function discardReceived(received: ReceivedMultipart): Promise<void> {
  await Promise.all(received.files.map(({ file }) => rm(file.path, { force: true })));
}
