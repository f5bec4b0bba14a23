import type { MailAccount } from '../../mailbox/mail-account.entity';
import type { MailTransport } from '../../mailbox/mail-transport';
import { KEEP_AT_MOST_MS, KEEP_IDLE_MS, KeptConnections } from '../kept-connections';

/** Transports that only count how often they were opened and closed. */
function transports() {
  const opened: { closed: boolean }[] = [];
  const open = async (): Promise<MailTransport> => {
    const state = { closed: false };
    opened.push(state);
    return {
      send: async () => ({ messageId: '<m@x>', accepted: [], rejected: [] }),
      close: () => {
        state.closed = true;
      },
    };
  };
  return { opened, open };
}

const account = (credentials = 'sealed-1') =>
  ({ id: 'mailbox-1', type: 'smtp', email: 'sam@sender.test', credentials }) as MailAccount;

let clock = 0;
let kept: KeptConnections;
beforeEach(() => {
  clock = 1_000_000;
  kept = new KeptConnections(() => clock);
});
afterEach(() => kept.closeAll());

it('a healthy connection is reused by the next burst within the idle time, then closed', async () => {
  const { opened, open } = transports();
  (await kept.acquire(account(), false, open)).release(true);
  clock += KEEP_IDLE_MS - 1;
  (await kept.acquire(account(), false, open)).release(true);
  expect(opened).toHaveLength(1);
  clock += KEEP_IDLE_MS;
  (await kept.acquire(account(), false, open)).release(true);
  expect(opened).toHaveLength(2);
  expect(opened[0].closed).toBe(true);
});

it('a connection is opened afresh after its longest life, after a failure, or for another login', async () => {
  const { opened, open } = transports();
  for (let i = 0; i * 60_000 < KEEP_AT_MOST_MS; i++) {
    (await kept.acquire(account(), false, open)).release(true);
    clock += 60_000;
  }
  expect(opened).toHaveLength(1);
  (await kept.acquire(account(), false, open)).release(false);
  expect(opened).toHaveLength(2);
  expect(opened[1].closed).toBe(true);
  (await kept.acquire(account(), false, open)).release(true);
  (await kept.acquire(account('sealed-2'), false, open)).release(true);
  expect(opened).toHaveLength(4);
  expect(opened[2].closed).toBe(true);
  // Another login kind of the same mailbox has its own connection.
  (await kept.acquire(account('sealed-2'), true, open)).release(true);
  expect(opened).toHaveLength(5);
  expect(kept.size).toBe(2);
});

it('two bursts of one mailbox at once never share a connection; the second one is not kept', async () => {
  const { opened, open } = transports();
  const first = await kept.acquire(account(), false, open);
  const second = await kept.acquire(account(), false, open);
  expect(second.transport).not.toBe(first.transport);
  second.release(true);
  expect(opened[1].closed).toBe(true);
  first.release(true);
  expect(opened[0].closed).toBe(false);
  expect(kept.size).toBe(1);
});
