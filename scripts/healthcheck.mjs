// A container's health check (Dockerfile HEALTHCHECK, docker-compose.yml): exits 0 when this container's
// role is healthy, 1 otherwise. The roles that serve the API (api, all) answer GET /api/health on PORT; the
// projections and workers roles serve no API and answer GET /health on HEALTH_PORT (127.0.0.1 only).
// Plain Node, no TypeScript loader: it runs every few seconds and must start fast.
const role = process.env.ROLE || 'all';
const servesApi = role === 'all' || role === 'api';
const port = servesApi ? process.env.PORT || '3000' : process.env.HEALTH_PORT;
if (!port) {
  console.error(`ROLE=${role} answers its health check on HEALTH_PORT, which is not set`);
  process.exit(1);
}
const url = `http://127.0.0.1:${port}${servesApi ? '/api/health' : '/health'}`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4000) });
  const body = await response.text();
  console.log(`${url}: ${response.status} ${body.slice(0, 500)}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
