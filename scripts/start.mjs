// npm start: make a fresh clone runnable, then serve the site on PORT (default 3000).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureDatabase, ensureInstalled, webDir } from './lib/setup.mjs';

ensureInstalled();
ensureDatabase();
ensureBuilt();

const port = process.env.PORT ?? '3000';
console.log(`› serving on http://127.0.0.1:${port}`);
const server = spawn('npx', ['next', 'start', '-p', port], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
