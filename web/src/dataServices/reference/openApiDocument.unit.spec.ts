import { describe, expect, it } from 'vitest';
import { matching, type OpenApiDocument, operationsByTag, resolved } from './openApiDocument';
import { propertyLines, typeText } from './schemaText';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  tags: [{ name: 'courses', description: 'The catalog' }, { name: 'unused' }],
  paths: {
    '/api/courses/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } }],
      get: {
        tags: ['courses'],
        summary: 'One course',
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Course' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      put: { tags: ['courses'], summary: 'Change a course', responses: {} },
    },
    '/api/health': { get: { summary: 'Health', responses: {} } },
  },
  components: {
    schemas: {
      Id: { type: 'string', format: 'uuid' },
      Course: {
        type: 'object',
        required: ['courseNumber'],
        properties: {
          courseNumber: { type: 'string', description: 'Course Number' },
          unitsMax: { type: ['number', 'null'] },
          status: { enum: ['active', 'retired'] },
          sections: {
            type: 'array',
            items: { type: 'object', properties: { sectionNumber: { type: 'string' } } },
          },
        },
      },
    },
    responses: { NotFound: { description: 'No such record' } },
  },
};

describe('the OpenAPI reference', () => {
  it('groups operations by tag in the tags order, the untagged under Other, the empty tags left out', () => {
    const groups = operationsByTag(document);
    expect(groups.map((group) => [group.name, group.operations.map((operation) => operation.key)])).toEqual([
      ['courses', ['GET /api/courses/{id}', 'PUT /api/courses/{id}']],
      ['Other', ['GET /api/health']],
    ]);
  });

  it("resolves refs: the path's parameters and the answers", () => {
    const [get] = operationsByTag(document)[0]!.operations;
    expect(get!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } },
    ]);
    expect(typeText(document, resolved(document, get!.parameters[0]!.schema))).toBe('string (uuid)');
    expect(get!.responses.map(([status, answer]) => [status, answer.description])).toEqual([
      ['200', 'OK'],
      ['404', 'No such record'],
    ]);
  });

  it('names types: refs, unions with null, enums, arrays', () => {
    const course = { $ref: '#/components/schemas/Course' };
    expect(typeText(document, course)).toBe('Course');
    expect(typeText(document, { type: 'array', items: course })).toBe('array of Course');
    expect(typeText(document, { type: ['number', 'null'] })).toBe('number | null');
    expect(typeText(document, { enum: ['a', 'b'] })).toBe('"a" | "b"');
  });

  it("lists an object's properties with what is required, nested one level", () => {
    const lines = propertyLines(document, { $ref: '#/components/schemas/Course' });
    expect(lines.map(({ name, type, required }) => [name, type, required])).toEqual([
      ['courseNumber', 'string', true],
      ['unitsMax', 'number | null', false],
      ['status', '"active" | "retired"', false],
      ['sections', 'array of object', false],
    ]);
    expect(lines[0]!.description).toBe('Course Number');
    expect(lines[3]!.children.map((line) => line.name)).toEqual(['sectionNumber']);
  });

  it('finds operations by path, method, summary or tag, any case', () => {
    const groups = operationsByTag(document);
    expect(matching(groups, 'change A').flatMap((group) => group.operations.map((o) => o.key))).toEqual([
      'PUT /api/courses/{id}',
    ]);
    expect(matching(groups, '  ')).toBe(groups);
    expect(matching(groups, 'nothing like it')).toEqual([]);
  });
});
