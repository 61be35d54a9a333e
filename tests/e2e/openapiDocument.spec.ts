import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, sharedTestServer, type TestServer } from '../support/index.js';

/**
 * GET /api/openapi.json (issue 21, DESIGN §15): an OpenAPI 3.1 document that an independent validator
 * accepts, naming every route the app registered; only for those who manage Data Services.
 */
let app: TestServer;
let admin: ApiClient;
let document: any;

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  app = await sharedTestServer({ env: { FEATURE_FLAGS: 'dataServicesEnabled' } });
  admin = await new ApiClient(app.url).signIn('admin');
  const answer = await admin.get('/api/openapi.json');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  document = answer.body;
});
afterAll(() => app?.stop());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    // validate dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });

  it('describes every route of the app, with its path parameters', () => {
    expect(app.server.routes.length).toBeGreaterThan(300);
    const missing = app.server.routes.filter(
      (route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()],
    );
    expect(missing, 'routes missing from the document').toEqual([]);
    const operation = document.paths['/api/courses/{id}'].put;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(operation.requestBody.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/courses.update',
    );
  });

  it('states the record bodies from the resource definitions, the error shape and both ways to sign in', () => {
    const create = document.components.schemas['courses.create'];
    expect(create.required).toEqual(expect.arrayContaining(['courseNumber']));
    expect(create.additionalProperties).toBe(false);
    expect(document.components.schemas.Error.required).toEqual(['message']);
    expect(document.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'tams_session' });
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = document.paths['/api/courses'].get;
    expect(list.responses['200'].headers).toHaveProperty('Content-Range');
    expect(list.parameters.map((p: { $ref: string }) => p.$ref)).toContain('#/components/parameters/range');
  });

  it('states the success answer of every operation (none left as "Undescribed")', () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { responses: Record<string, unknown> }>)
        .filter(([, operation]) => operation.responses['2XX'] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
    // what the answers are built from: the domain's schemas, not a second description
    const timeline = document.paths['/api/history/timeline'].get.responses['200'];
    expect(timeline.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['period', 'instants', 'marks']),
      additionalProperties: false,
    });
  });

  it('answers the same document again (built once per app)', async () => {
    const again = await admin.get('/api/openapi.json');
    expect(again.body).toEqual(document);
  });
});

describe('who may read it', () => {
  it('answers 401 to anonymous callers', async () => {
    const answer = await new ApiClient(app.url).get('/api/openapi.json');
    expect(answer.status).toBe(401);
  });

  it('answers 403 to a role that does not manage Data Services', async () => {
    const faculty = await new ApiClient(app.url).signIn('faculty');
    const answer = await faculty.get('/api/openapi.json');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Unauthorized request');
  });

  it('answers 403 to an admin while dataServicesEnabled is off', async () => {
    const plain = await sharedTestServer();
    const answer = await (await new ApiClient(plain.url).signIn('admin')).get('/api/openapi.json');
    expect(answer.status).toBe(403);
  });
});
