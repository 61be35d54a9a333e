// npm start: installs what is missing, builds the web app if needed, then runs the whole app (ROLE=all)
// on the embedded defaults (embedded PostgreSQL, demo data) at http://localhost:3000. Environment
// variables (DATABASE_URL, REDIS_URL, PORT, MODE, ROLE, ...) are passed through: see README.md.
import { spawn } from 'node:child_process';
import { ensureInstall, ensureWebBuild, root } from './ensure-install.mjs';

ensureInstall();
ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
