import nodeFlags from '../../node-flags.json';
import { interpolate, readComposeServices } from './compose-services';

const SHELL = { OUTBOUND_SECRET: 's'.repeat(64) };

it('docker-compose.yml runs postgres, one api and two workers of one image, alike but for the role', () => {
  const services = readComposeServices(SHELL);
  expect(Object.keys(services).sort()).toEqual(['api', 'mongo', 'postgres', 'worker']);
  const { api, worker } = services;
  expect(api.replicas).toBe(1);
  expect(worker.replicas).toBe(2);
  // The server's node flags, as `npm start` and the image pass them (server/node-flags.json).
  expect(api.command).toEqual(['node', ...nodeFlags, 'server/dist/main.js']);
  expect(worker.command).toEqual(api.command);
  expect(api.environment).toMatchObject({ OUTBOUND_ROLE: 'api', PORT: '4000' });
  expect(worker.environment.OUTBOUND_ROLE).toBe('worker');
  // Everything the api is told, the workers are told the same (the secret above all).
  const shared = (env: Record<string, string>) => {
    const { OUTBOUND_ROLE: _role, PORT: _port, DISPATCH_CONCURRENCY: _runs, ...rest } = env;
    return rest;
  };
  expect(shared(worker.environment)).toEqual(shared(api.environment));
  expect(api.environment).toMatchObject({
    OUTBOUND_SECRET: SHELL.OUTBOUND_SECRET,
    DATABASE_URL: 'postgres://outbound:outbound@postgres:5432/outbound',
    LOG_LEVEL: 'info',
    ALLOW_PRIVATE_MAIL_HOSTS: 'false',
  });
});

it('docker-compose.yml refuses to start without OUTBOUND_SECRET', () => {
  expect(() => readComposeServices({})).toThrow(/OUTBOUND_SECRET must be set/);
  expect(() => readComposeServices({ OUTBOUND_SECRET: '' })).toThrow(/OUTBOUND_SECRET/);
});

it('interpolates as docker compose does', () => {
  const shell = { SET: 'value', EMPTY: '' };
  expect(interpolate('${SET}/${UNSET}', shell)).toBe('value/');
  expect(interpolate('${UNSET:-fallback} ${EMPTY:-fallback} ${EMPTY-kept}', shell)).toBe(
    'fallback fallback ',
  );
  expect(interpolate('$$HOME ${SET:-x}', shell)).toBe('$HOME value');
  expect(() => interpolate('${EMPTY?needed}', shell)).not.toThrow();
  expect(() => interpolate('${EMPTY:?needed}', shell)).toThrow(/EMPTY must be set \(needed\)/);
});

it('interpolates 1 MB of unclosed variables in linear time', () => {
  const hostile = '${a-'.repeat(250_000);
  const started = Date.now();
  expect(interpolate(hostile, {})).toBe(hostile);
  // Quadratic scanning would take minutes on this input.
  expect(Date.now() - started).toBeLessThan(2_000);
});
