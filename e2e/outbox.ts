import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { dataDir } from './env';

/** System mail the server wrote to `<data dir>/outbox/*.eml` (no SYSTEM_SMTP_URL in e2e). */
export interface OutboxEmail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  /** The first `${PUBLIC_URL}/reset-password/<token>` link (password reset and invite mails). */
  link: string | undefined;
}

const LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9._~%-]+/;

export function outboxDir(): string {
  return join(dataDir(), 'outbox');
}

/** The messages already in the outbox: pass them as `ignore` to wait for a newer one. */
export async function outboxSnapshot(): Promise<Set<string>> {
  return new Set(await emlFiles());
}

/**
 * The newest message to `to` that is not in `ignore` and carries a reset-password link, polling
 * the outbox (bounded) until it appears.
 */
export async function waitForEmail(
  to: string,
  { ignore = new Set<string>(), timeoutMs = 15_000 } = {},
): Promise<OutboxEmail & { link: string }> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  for (;;) {
    seen = (await emlFiles()).filter((file) => !ignore.has(file));
    for (const file of await newestFirst(seen)) {
      // a file still being written parses without its link: the next round reads it again
      const email = await readEmail(file).catch(() => undefined);
      if (email?.link && email.to.includes(address)) return { ...email, link: email.link };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No email with a reset-password link to ${to} in ${outboxDir()} after ${timeoutMs} ms ` +
          `(new files: ${seen.join(', ') || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function emlFiles(): Promise<string[]> {
  try {
    return (await readdir(outboxDir())).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function newestFirst(files: string[]): Promise<string[]> {
  const dated = await Promise.all(
    files.map(async (file) => ({ file, mtime: (await stat(join(outboxDir(), file))).mtimeMs })),
  );
  return dated
    .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file))
    .map(({ file }) => file);
}

async function readEmail(file: string): Promise<OutboxEmail> {
  const mail = await simpleParser(await readFile(join(outboxDir(), file)));
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  return {
    file,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text,
    link: (LINK.exec(text) ?? LINK.exec(html))?.[0],
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return ([] as AddressObject[])
    .concat(field ?? [])
    .flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}
