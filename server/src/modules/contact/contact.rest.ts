import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { CONTACT_MESSAGES } from '@outbound/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { requireRestCaller } from '../../http/rest';
import type { ContactListSummary } from './contact-list.service';
import { readCsvHeader } from './csv-reader';

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
 * Reads the multipart body: the file goes to the imports directory as it arrives (memory stays
 * flat), the list name may come before or after it.
 */
async function receiveUpload(request: FastifyRequest, maxBytes: number, newPath: () => string) {
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
  return { name: name || upload.fileName.replace(/\.csv$/i, '') || 'Contacts', upload };
}

/** `/v1/contactList/*` and the campaign wizard's list picker, over the contact services. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { contactImport, contactLists, config } = app.services;

  /**
   * Stores the file, queues its import and waits for it a short while: 200 with the outcome when it
   * finished in time, 202 while it is still running (the client then follows `contactImport`).
   */
  app.post('/v1/contactList/create', async (request, reply) => {
    const caller = requireRestCaller(request);
    if (!request.isMultipart()) throw AppError.badRequest(CONTACT_MESSAGES.fileRequired);
    const { name, upload } = await receiveUpload(request, config.importMaxBytes, () =>
      contactImport.newUploadPath(),
    );
    let started;
    try {
      // A file that cannot be imported at all (no email column, empty) is refused right away.
      await readCsvHeader(fs.createReadStream(upload.path));
      started = await contactImport.start(caller, { name, filePath: upload.path });
    } catch (error) {
      fs.rmSync(upload.path, { force: true });
      throw error;
    }
    const state = await contactImport.waitFor(caller, started.id, config.importWaitMs);
    if (state.status === 'failed') {
      throw new AppError(state.errorCode ?? 'INTERNAL_SERVER_ERROR', state.message ?? '');
    }
    const data =
      state.status === 'done'
        ? {
            id: state.listId,
            import_id: state.id,
            status: state.status,
            name: state.name,
            imported: state.imported,
            duplicates: state.duplicates,
            invalid: state.invalid,
            errors: state.errors,
            data_keys: state.dataKeys,
          }
        : { id: state.listId, import_id: state.id, status: 'running', name: state.name };
    return reply
      .status(state.status === 'done' ? 200 : 202)
      .send({ message: CONTACT_MESSAGES.uploaded, data: { data } });
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
