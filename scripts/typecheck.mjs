// npm run typecheck: TypeScript over the contract, the server, the web app and the browser journeys,
// each its own `tsc -p`. A `tsc` keeps one core busy, so they run side by side, as many at a time as
// the machine has cores, the longest first: on the 2-core CI machine about 35 s, where one after
// another took about 65 s. Each one's messages are printed together when it ends.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

// Longest first, so the short ones fill in beside it.
const projects = ['apps/server', 'apps/web', 'e2e', 'packages/contract'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`tsc -p ${project}: ${code === 0 ? 'no errors' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const waiting = [...projects];
const statuses = [];
async function lane() {
  for (let project = waiting.shift(); project; project = waiting.shift()) statuses.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, lane));
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
