import { courses } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.js';

const routes = [
  { method: 'GET', path: '/api/courses' },
  { method: 'POST', path: '/api/courses' },
  { method: 'PUT', path: '/api/courses/:id' },
  { method: 'GET', path: '/api/somethingNew/:thingId' },
];
const document = buildOpenApiDocument(routes) as any;

describe('the OpenAPI document builder', () => {
  it('names each route once, with its path parameters, and no route it was not given', () => {
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/courses',
      '/api/courses/{id}',
      '/api/somethingNew/{thingId}',
    ]);
    expect(document.paths['/api/courses/{id}'].get).toBeUndefined();
    const unknown = document.paths['/api/somethingNew/{thingId}'].get;
    expect(unknown.parameters).toEqual([
      { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(unknown.responses['2XX']).toEqual({ $ref: '#/components/responses/Undescribed' });
  });

  it('derives a record’s bodies from its definition: required fields on create, none on update', () => {
    const create = document.components.schemas['courses.create'];
    const update = document.components.schemas['courses.update'];
    expect(create.required.sort()).toEqual(['courseNumber', 'name']);
    expect(update.required).toBeUndefined();
    expect(create.properties.courseNumber).toMatchObject({
      type: 'string',
      maxLength: 32,
      title: 'Course Number',
    });
    // an optional field may be cleared with null; a reference is an id
    expect(create.properties.WorkgroupId).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Id', title: 'Workgroup' }, { type: 'null' }],
    });
    expect(create.properties.version).toMatchObject({ readOnly: true });
    expect(create.additionalProperties).toBe(false);
    expect(Object.keys(document.components.schemas.courses.properties)).toEqual(
      expect.arrayContaining(['id', 'version', ...Object.keys(courses.fields)]),
    );
  });

  it('answers lists as pages with Content-Range, in both list dialects', () => {
    const list = document.paths['/api/courses'].get;
    expect(list.responses['200'].headers['Content-Range']).toBeDefined();
    expect(list.parameters.map((parameter: { $ref: string }) => parameter.$ref.split('/').at(-1))).toEqual([
      'filter',
      'sort',
      'range',
      'take',
      'skip',
      'include',
      'select',
    ]);
  });
});
