import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__OUTBOUND_TEST_PG__;
  if (!state) return;
  await state.pg.stop();
  fs.rmSync(state.root, { recursive: true, force: true });
}
