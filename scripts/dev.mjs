// `npm run dev`: contentlayer in watch mode beside next dev, so MDX edits reload live.
import { spawn } from 'node:child_process';
import path from 'node:path';

const procs = [
  spawn(path.join('node_modules', '.bin', 'contentlayer2'), ['dev'], { stdio: 'inherit' }),
  spawn(path.join('node_modules', '.bin', 'next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
