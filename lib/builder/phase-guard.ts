/**
 * The build's phases die with it, however it ends (issue #53): each runs in a process group of its
 * own (so it can be stopped whole), which outlives a build killed with SIGKILL. A small watchdog
 * process holds the groups' ids; it reads them from a pipe of the build, and when that pipe closes
 * (the build ended, by any means: the kernel closes it) it stops every group still listed.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** The watchdog: `+pid` adds a group, `-pid` drops it; at end of input, SIGTERM to each, SIGKILL to those left 2 s later. */
const WATCHDOG = `
const groups = new Set();
let buf = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buf += d;
  for (let i = buf.indexOf('\\n'); i >= 0; i = buf.indexOf('\\n')) {
    const line = buf.slice(0, i);
    buf = buf.slice(i + 1);
    if (line[0] === '+') groups.add(Number(line.slice(1)));
    if (line[0] === '-') groups.delete(Number(line.slice(1)));
  }
});
const stop = (signal) => { for (const g of groups) { try { process.kill(-g, signal); } catch { groups.delete(g); } } };
process.stdin.on('end', () => {
  stop('SIGTERM');
  if (!groups.size) process.exit(0);
  setTimeout(() => { stop('SIGKILL'); process.exit(0); }, 2000);
});
`;

export type PhaseGuard = { add(pid: number | undefined): void; remove(pid: number | undefined): void };

/** Starts the watchdog (it keeps nothing of this process alive). */
export function phaseGuard(): PhaseGuard {
  const dog = spawn(process.execPath, ['-e', WATCHDOG], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  dog.unref();
  const pipe = dog.stdin as unknown as Socket;
  pipe.unref();
  pipe.on('error', () => {
    // the watchdog ended: nothing to tell it
  });
  return {
    add: (pid) => void (pid && pipe.write(`+${pid}\n`)),
    remove: (pid) => void (pid && pipe.write(`-${pid}\n`)),
  };
}
