// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload
// (port 5173), which forwards /api and /media to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@yatrika/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@yatrika/web'], { stdio: 'inherit' }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
