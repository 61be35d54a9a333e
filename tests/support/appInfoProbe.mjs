// The probe of stallProbe.ts, in a process of its own so that the figure is the server's: the test's own
// event loop (building and sending the hostile requests) stalled a probe beside it by up to 140 ms.
// Asks GET /api/app-info every 50 ms until its stdin ends; prints {"worst": ms} or {"error": ...}.
const [url, headersJson] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
let stopping = false;
process.stdin.on('end', () => (stopping = true)).resume();
let worst = 0;
let asked = 0;
try {
  while (!stopping) {
    const started = performance.now();
    const response = await fetch(`${url}/api/app-info`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/app-info answered ${response.status}`);
    const waited = performance.now() - started;
    // the first asks open the connection: the figure is the attack's, not the connection's
    if (++asked > 2) worst = Math.max(worst, waited);
    if (asked === 3) process.stderr.write('probing\n');
    await sleep(Math.max(0, 50 - waited));
  }
  process.stdout.write(JSON.stringify({ worst }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: error.message }));
}
