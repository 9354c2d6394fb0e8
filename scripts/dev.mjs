// `npm run dev`: the API with reload on change, and Vite (which proxies /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@njira/server'], {
    cwd: root,
    stdio: 'inherit',
    // npm -w runs in apps/server; keep the same ./data as npm start.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
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
