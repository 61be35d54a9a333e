/**
 * Checks what the e2e suites send and get against the API's OpenAPI document (GET /api/openapi.json, built
 * here in-process from the same code): a request the server accepted must be one the document allows, and
 * every JSON answer must match what the document says of its status (a refusal: the error shape). What does
 * not match is kept, and fails the test that caused it (openApiSetup.ts).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../services/api/src/dataServices/openapi/document.js';

type Json = Record<string, any>;
interface Operation {
  template: string;
  pattern: RegExp;
  params: number;
  operation: Json;
}

let contract: { document: Json; operations: Map<string, Operation[]>; ajv: Ajv2020 } | undefined;
const validators = new Map<object, ValidateFunction>();
const mismatches: string[] = [];
let enabled = false;

/** Turns the check on (the e2e suites' setup file): other suites' clients check nothing. */
export const checkAgainstOpenApi = () => {
  enabled = true;
};

async function loaded() {
  if (contract) return contract;
  // every route of the app, as the access matrix knows them (it fails when one is missing)
  const { endpointTable } = await import('./endpointTable.js');
  const document = buildOpenApiDocument(endpointTable) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'doc', components: { schemas: document.components.schemas } });
  const operations = new Map<string, Operation[]>();
  for (const [template, methods] of Object.entries(document.paths as Json)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const params = (template.match(/\{/g) ?? []).length;
    for (const [method, operation] of Object.entries(methods as Json)) {
      const list = operations.get(method.toUpperCase()) ?? [];
      list.push({ template, pattern, params, operation });
      operations.set(method.toUpperCase(), list);
    }
  }
  // a literal segment wins over a parameter (`/api/users/current` before `/api/users/{id}`)
  for (const list of operations.values()) list.sort((a, b) => a.params - b.params);
  contract = { document, operations, ajv };
  return contract;
}

/** `#/components/...` as the ajv schema `doc` holds it. */
const rooted = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/components/schemas/'));

function validatorOf(ajv: Ajv2020, schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(rooted(schema));
    validators.set(schema, validate);
  }
  return validate;
}

const resolved = (document: Json, item: Json | undefined): Json | undefined =>
  item?.$ref ? document.components.responses[String(item.$ref).split('/').at(-1)!] : item;

function responseOf(document: Json, operation: Json | undefined, status: number): Json | undefined {
  const responses = operation?.responses ?? {};
  // a refusal has the error shape unless the operation names its status (a health check's 503)
  if (status >= 400)
    return resolved(document, responses[String(status)]) ?? document.components.responses.Error;
  return resolved(
    document,
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default,
  );
}

const isJson = (type: string | null) => type !== null && /^application\/(.+\+)?json\b/.test(type);

function check(ajv: Ajv2020, what: string, schema: object | undefined, value: unknown) {
  if (!schema) return;
  const validate = validatorOf(ajv, schema);
  if (!validate(value)) mismatches.push(`${what}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
}

function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Checks one exchange; mismatches wait for takeContractMismatches. */
export async function checkExchange(
  request: { method: string; path: string; body: unknown; contentType: string | undefined },
  answer: { status: number; contentType: string | null; body: unknown },
): Promise<void> {
  const path = request.path.split('?')[0]!;
  if (!enabled || !path.startsWith('/api/')) return;
  const { document, operations, ajv } = await loaded();
  const found = operations.get(request.method)?.find((entry) => entry.pattern.test(path));
  const name = `${request.method} ${path} -> ${answer.status}`;
  if (found && answer.status < 300 && request.body !== undefined && isJson(request.contentType ?? null)) {
    const schema = found.operation.requestBody?.content?.['application/json']?.schema;
    check(ajv, `${name}: request body (${found.template})`, schema, parsedBody(request.body));
  }
  if (!isJson(answer.contentType) || (!found && answer.status < 400)) return;
  const response = responseOf(document, found?.operation, answer.status);
  if (!response) {
    mismatches.push(`${name}: status not in the document (${found?.template})`);
    return;
  }
  check(
    ajv,
    `${name}: answer (${found?.template ?? 'error'})`,
    response.content?.['application/json']?.schema,
    answer.body,
  );
}

/** The mismatches since the last call (the test that made them fails). */
export const takeContractMismatches = (): string[] => mismatches.splice(0);
