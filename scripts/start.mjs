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
// The app stops gracefully (the embedded PostgreSQL last) on SIGINT or SIGTERM, whichever way they come:
// - Ctrl-C signals the whole process group; the app gets it directly and from here (it takes a repeat
//   within a second as the same request);
// - a SIGTERM (or SIGHUP: the terminal closed) to this process is passed on;
// - a SIGTERM to npm alone: npm passes it to the shell it ran us with, which dies without passing it on.
//   This process is orphaned then (its parent changes), and stops the app as if it had the signal.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
process.on('SIGHUP', () => child.kill('SIGTERM'));
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  child.kill('SIGTERM');
}, 250);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
