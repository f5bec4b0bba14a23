import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CONTACT_MESSAGES } from '@outbound/common';
import { AppError } from '../../http/errors';

/**
 * One part of a multipart body, as the HTTP layer hands it over: a field, or a file whose stream
 * says whether it was cut at the size limit (`truncated`).
 */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      file: Readable & { truncated?: boolean };
    };

/** An upload stored under its new path, with the list name it asked for (or one made up). */
interface StoredUpload {
  name: string;
  path: string;
}

/** The list name when the form gives none: the file's name without `.csv`, or `Contacts`. */
function listName(field: string, fileName: string): string {
  return field || fileName.replace(/\.csv$/i, '') || 'Contacts';
}

/**
 * Stores the `contactFile` part as it arrives (memory stays flat); the list `name` may come
 * before or after it, other parts are drained and ignored. A file cut at `maxBytes` is refused
 * with the limit in the message, a body that cannot be read as multipart like a missing file;
 * on any failure the stored file is removed.
 */
export async function storeCsvUpload(
  parts: AsyncIterable<UploadPart>,
  maxBytes: number,
  newPath: () => string,
): Promise<StoredUpload> {
  let name = '';
  let upload: { path: string; fileName: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'contactFile' || upload) {
        part.file.resume();
        continue;
      }
      const file = newPath();
      upload = { path: file, fileName: part.filename };
      await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
      if (part.file.truncated) {
        throw AppError.badRequest(
          CONTACT_MESSAGES.fileTooLarge(Math.round(maxBytes / 1024 / 1024)),
        );
      }
    }
  } catch (error) {
    if (upload) fs.rmSync(upload.path, { force: true });
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(CONTACT_MESSAGES.fileRequired);
  }
  if (!upload) throw AppError.badRequest(CONTACT_MESSAGES.fileRequired);
  return { name: listName(name, upload.fileName), path: upload.path };
}
