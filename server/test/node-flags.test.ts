import fs from 'node:fs';
import path from 'node:path';
import nodeFlags from '../node-flags.json';

const root = path.resolve(__dirname, '../..');

// The server's node flags are written in three places: server/node-flags.json (read by `npm start`
// and the benchmarks), the image's CMD and docker-compose.yml's command (compose-file.test.ts).
it("the image's default command passes the server's node flags", () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const cmd = dockerfile.match(/^CMD (\[.*\])$/m);
  expect(cmd).not.toBeNull();
  expect(JSON.parse(cmd![1])).toEqual(['node', ...nodeFlags, 'server/dist/main.js']);
});
