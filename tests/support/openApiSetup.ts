import { afterEach } from 'vitest';
import { checkAgainstOpenApi, takeContractMismatches } from './openApiCheck.js';

checkAgainstOpenApi();
// what an e2e test sent or got that the OpenAPI document does not allow fails that test
afterEach(() => {
  const found = takeContractMismatches();
  if (found.length > 0)
    throw new Error(
      `Requests or answers that do not match /api/openapi.json:\n${[...new Set(found)].join('\n')}`,
    );
});
