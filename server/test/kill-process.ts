import type { ChildProcess } from 'node:child_process';

/** SIGKILL, the way a machine dies; resolves once the process is gone. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
