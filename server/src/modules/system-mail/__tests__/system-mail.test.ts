import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startSmtpAuthRecorder, type AuthRecorder } from '../../../../test/mail/auth-recorder';
import { SystemMailService } from '../system-mail.service';

let recorder: AuthRecorder;
let outboxDir: string;
beforeAll(async () => {
  recorder = await startSmtpAuthRecorder();
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-outbox-'));
});
afterAll(async () => {
  await recorder.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  recorder.attempts.length = 0;
});

function systemMail(allowPlaintextAuth: boolean): SystemMailService {
  return new SystemMailService(
    {
      smtpUrl: `smtp://system%40outbound.test:operator-secret@127.0.0.1:${recorder.port}`,
      from: 'Outbound <no-reply@outbound.test>',
      outboxDir,
      allowPlaintextAuth,
    },
    pino({ level: 'silent' }),
  );
}

const message = { to: 'someone@example.test', subject: 'Reset', text: 'A link' };

it('never sends the SYSTEM_SMTP_URL password to a server that does not offer STARTTLS', async () => {
  const mail = systemMail(false);
  try {
    await expect(mail.send(message)).rejects.toThrow(/STARTTLS/i);
    expect(recorder.attempts).toEqual([]);
  } finally {
    mail.close();
  }
});

it('logs in without TLS only when ALLOW_PLAINTEXT_MAIL_AUTH allows it', async () => {
  const mail = systemMail(true);
  try {
    await mail.send(message);
    expect(recorder.attempts).toEqual([
      { username: 'system@outbound.test', password: 'operator-secret' },
    ]);
  } finally {
    mail.close();
  }
});
