import type { TestServer } from '../../../../test/server';

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: { name: string; value: string | Buffer; fileName?: string }[]) {
  const boundary = '----outbound-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: text/csv`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /v1/contactList/create with a CSV, as the client does. */
export async function upload(
  t: TestServer,
  token: string,
  csv: string | Buffer,
  options: { name?: string; fileName?: string } = {},
) {
  const parts: { name: string; value: string | Buffer; fileName?: string }[] = [
    { name: 'contactFile', value: csv, fileName: options.fileName ?? 'prospects.csv' },
  ];
  if (options.name !== undefined) parts.push({ name: 'name', value: options.name });
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/contactList/create',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, action: 'upload' },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

export const CONTACT_IMPORT_QUERY = `query ($id: ID!) {
  contactImport(id: $id) {
    id listId name status bytesTotal bytesRead rowsRead imported duplicates invalid
    errors { line reason } message createdAt
  }
}`;

export interface ContactImportResult {
  id: string;
  listId: string;
  name: string;
  status: string;
  bytesTotal: number;
  bytesRead: number;
  rowsRead: number;
  imported: number;
  duplicates: number;
  invalid: number;
  errors: { line: number; reason: string }[];
  message: string | null;
  createdAt: string;
}

/** A CSV of `rows` distinct addresses with a few columns. */
export function generatedCsv(rows: number, prefix = 'person'): string {
  const lines = ['email,first_name,company'];
  for (let i = 0; i < rows; i += 1)
    lines.push(`${prefix}${i}@example.com,First ${i},"Co ${i}, Inc."`);
  return `${lines.join('\n')}\n`;
}

/** Counts of a workspace's lists and contacts. */
export async function workspaceCounts(t: TestServer, workspaceId: string) {
  const [counts] = await t.database.db.query(
    `SELECT (SELECT count(*)::int FROM contact_list WHERE workspace_id = $1) AS lists,
            (SELECT count(*)::int FROM contact WHERE workspace_id = $1) AS contacts,
            (SELECT count(*)::int FROM contact_list_member WHERE workspace_id = $1) AS members`,
    [workspaceId],
  );
  return counts as { lists: number; contacts: number; members: number };
}
