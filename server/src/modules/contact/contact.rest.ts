import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTACT_MESSAGES } from '@outbound/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { requireRestCaller } from '../../http/rest';
import type { ContactListSummary } from './contact-list.service';

function listJson(list: ContactListSummary) {
  return {
    _id: list.id,
    id: list.id,
    name: list.name,
    contacts_count: list.contactsCount,
    data_keys: list.dataKeys,
    created_at: list.createdAt,
  };
}

/**
 * Reads the multipart body: the file goes to a temporary file as it arrives (memory stays flat), the
 * list name may come before or after it.
 */
async function receiveUpload(request: FastifyRequest, maxBytes: number) {
  let name = '';
  let upload: { path: string; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'contactFile' || upload) {
        part.file.resume();
        continue;
      }
      const file = path.join(
        os.tmpdir(),
        `outbound-upload-${crypto.randomBytes(8).toString('hex')}.csv`,
      );
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
  return { name: name || upload.fileName.replace(/\.csv$/i, '') || 'Contacts', upload };
}

/** `/v1/contactList/*` and the campaign wizard's list picker, over the contact services. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { contactImport, contactLists, config } = app.services;

  app.post('/v1/contactList/create', async (request) => {
    const caller = requireRestCaller(request);
    if (!request.isMultipart()) throw AppError.badRequest(CONTACT_MESSAGES.fileRequired);
    const { name, upload } = await receiveUpload(request, config.importMaxBytes);
    try {
      const result = await contactImport.importList(caller, {
        name,
        file: fs.createReadStream(upload.path),
      });
      return {
        message: CONTACT_MESSAGES.uploaded,
        data: {
          data: {
            id: result.listId,
            name: result.name,
            imported: result.imported,
            duplicates: result.duplicates,
            invalid: result.invalid,
            errors: result.errors,
            data_keys: result.dataKeys,
          },
        },
      };
    } finally {
      fs.rmSync(upload.path, { force: true });
    }
  });

  app.get('/v1/contactList/search', async (request) => {
    const lists = await contactLists.listLists(requireRestCaller(request));
    return { data: lists.map(listJson) };
  });

  app.get<{ Params: { id: string } }>('/v1/contactList/search/:id', async (request) => {
    return {
      data: listJson(await contactLists.getList(requireRestCaller(request), request.params.id)),
    };
  });

  app.get('/v1/campaign/contactsList/all', async (request) => {
    const lists = await contactLists.listLists(requireRestCaller(request));
    return { contacts_list: lists.map(listJson) };
  });
}
