// Serves the built site on PORT over a fresh, seeded database of its own, for the end-to-end
// tests (Playwright starts one per configuration it tests).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDatabase, root, webDir } from './lib/setup.mjs';

const port = process.env.PORT;
if (!port) throw new Error('PORT is required');
const dataDir = path.join(root, 'data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
ensureDatabase(env);
const server = spawn('npx', ['next', 'start', '-p', port], { cwd: webDir, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
