import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm install` warns about every dependency whose install script the root package.json's
// `allowScripts` does not decide: a new user must see no such warning.
it('leaves no install script undecided by allowScripts', () => {
  const result = spawnSync('npm', ['install-scripts', 'ls', '--json'], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  expect(JSON.parse(result.stdout)).toEqual({ allowScripts: [] });
}, 60_000);
