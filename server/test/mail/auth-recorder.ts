/**
 * Mail servers that record the logins sent to them, for tests proving that a password never
 * reaches a host (a server the input points at, or one that does not offer STARTTLS).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listen } from './smtp';

export interface AuthAttempt {
  username: string;
  password: string;
}

export interface AuthRecorder {
  port: number;
  /** Every login received (SMTP AUTH, IMAP LOGIN or AUTHENTICATE). */
  attempts: AuthAttempt[];
  /** Command verbs received, in order (IMAP only). */
  commands: string[];
  close(): Promise<void>;
}

/** An SMTP server offering AUTH but not STARTTLS; it records and accepts every login. */
export async function startSmtpAuthRecorder(): Promise<AuthRecorder> {
  const attempts: AuthAttempt[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      attempts.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
  });
  const port = await listen(server);
  return {
    port,
    attempts,
    commands: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The IMAP strings of a LOGIN command: quoted (with `\\` escapes) or atoms. One pass over the
 * characters, so a hostile line costs linear time.
 */
function loginArguments(rest: string): string[] {
  const strings: string[] = [];
  let i = 0;
  while (i < rest.length) {
    if (rest[i] === ' ') {
      i += 1;
    } else if (rest[i] === '"') {
      let value = '';
      for (i += 1; i < rest.length && rest[i] !== '"'; i += 1)
        value += rest[i] === '\\' && i + 1 < rest.length ? rest[++i] : rest[i];
      strings.push(value);
      i += 1; // the closing quote
    } else {
      const end = rest.indexOf(' ', i);
      strings.push(rest.slice(i, end === -1 ? rest.length : end));
      i = end === -1 ? rest.length : end;
    }
  }
  return strings;
}

function answer(socket: net.Socket, line: string, record: AuthRecorder): void {
  const [tag, verb = '', ...rest] = line.split(' ');
  const command = verb.toUpperCase();
  record.commands.push(command);
  if (command === 'CAPABILITY') {
    socket.write(`* CAPABILITY IMAP4rev1\r\n${tag} OK CAPABILITY completed\r\n`);
  } else if (command === 'LOGIN') {
    const [username = '', password = ''] = loginArguments(rest.join(' '));
    record.attempts.push({ username, password });
    socket.write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`);
  } else if (command === 'AUTHENTICATE') {
    record.attempts.push({ username: '', password: rest.join(' ') });
    socket.write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`);
  } else if (command === 'LOGOUT') {
    socket.end(`* BYE\r\n${tag} OK LOGOUT completed\r\n`);
  } else {
    socket.write(`${tag} BAD Unknown command\r\n`);
  }
}

/**
 * A tiny IMAP server offering no STARTTLS: it records every command and every login (refusing
 * them), enough for imapflow to reach the point where it would send the password.
 */
export async function startImapAuthRecorder(): Promise<AuthRecorder> {
  const sockets = new Set<net.Socket>();
  const record: AuthRecorder = {
    port: 0,
    attempts: [],
    commands: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('* OK IMAP4rev1 ready\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        answer(socket, line, record);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  record.port = (server.address() as net.AddressInfo).port;
  return record;
}
