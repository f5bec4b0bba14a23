import fs from 'node:fs';
import path from 'node:path';
import nodeFlags from '../node-flags.json';
import { readComposeServices } from '../src/__tests__/compose-services';

const root = path.resolve(__dirname, '../..');

// The server's node flags are written in four places: server/node-flags.json (read by `npm start`
// and the benchmarks), the image's CMD and docker-compose.yml's command. They must agree.
describe('node flags of the server', () => {
  const entry = ['node', ...nodeFlags, 'server/dist/main.js'];

  it('are the image default command', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1])).toEqual(entry);
  });

  it("are every compose service's command", () => {
    const services = readComposeServices({ OUTBOUND_SECRET: 'x'.repeat(32) });
    for (const name of ['api', 'worker']) expect(services[name].command).toEqual(entry);
  });
});
