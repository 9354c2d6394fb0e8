// `npm run dev`: the API with reload on change, and Vite (which proxies /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@njira/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@njira/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
