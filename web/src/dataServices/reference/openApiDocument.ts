import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../../providers/httpClient';

/** The parts of an OpenAPI 3.1 document the reference page shows (the rest is passed over). */
export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface MediaTypes {
  description?: string;
  required?: boolean;
  content?: Record<string, { schema?: Schema }>;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters: Parameter[];
  requestBody?: MediaTypes;
  responses: [status: string, answer: MediaTypes][];
}

export interface TagGroup {
  name: string;
  description?: string;
  operations: Operation[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** What a `$ref` within the document points at (`#/components/...`), else the value itself. */
export function resolved<T>(document: OpenApiDocument, value: T): T {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  const target = ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  return (target as T | undefined) ?? value;
}

/** The name a `$ref` gives its schema ("Course" of #/components/schemas/Course). */
export const refName = (value: unknown) => {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : undefined;
};

function operationOf(document: OpenApiDocument, path: string, method: string, item: Record<string, unknown>) {
  const raw = item[method] as Record<string, unknown>;
  const shared = (item.parameters as Parameter[] | undefined) ?? [];
  const own = (raw.parameters as Parameter[] | undefined) ?? [];
  const parameters = [...shared, ...own].map((parameter) => resolved(document, parameter));
  const requestBody = raw.requestBody ? resolved(document, raw.requestBody as MediaTypes) : undefined;
  const responses = Object.entries((raw.responses as Record<string, MediaTypes> | undefined) ?? {}).map(
    ([status, answer]) => [status, resolved(document, answer)] as [string, MediaTypes],
  );
  return {
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: raw.summary as string | undefined,
    description: raw.description as string | undefined,
    deprecated: raw.deprecated === true,
    parameters,
    requestBody,
    responses,
    tags: (raw.tags as string[] | undefined) ?? [],
  };
}

/** The operations by tag, in the document's tag order (untagged ones last, under "Other"). */
export function operationsByTag(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of document.tags ?? []) groups.set(tag.name, { ...tag, operations: [] });
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of methods.filter((name) => item[name])) {
      const { tags, ...operation } = operationOf(document, path, method, item);
      for (const tag of tags.length ? tags : ['Other']) {
        if (!groups.has(tag)) groups.set(tag, { name: tag, operations: [] });
        groups.get(tag)!.operations.push(operation);
      }
    }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/** The groups with only the operations whose method, path or summary holds `text` (any case). */
export function matching(groups: TagGroup[], text: string): TagGroup[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((operation) =>
        `${operation.key} ${operation.summary ?? ''} ${group.name}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.operations.length > 0);
}

export const openApiUrl = `${apiUrl}/openapi.json`;

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi.json'],
    queryFn: async () => (await httpClient(openApiUrl)).json as OpenApiDocument,
    staleTime: Infinity,
  });
}
