import type { JsonSchema } from './jsonSchema.js';

/** What the document says of one route beyond its method and path (operations.ts makes it an operation). */
export interface RouteDescription {
  summary: string;
  description?: string;
  /** A JSON body. */
  body?: JsonSchema;
  bodyRequired?: boolean;
  /** A write that reads no body (one sent is ignored). */
  noBody?: boolean;
  /** A body that is not JSON (a file): its media types. */
  bodyMedia?: readonly string[];
  /** The JSON answer of `status` (a list: one row of it). */
  answer?: JsonSchema;
  status?: '200' | '201' | '202';
  /** Answers 204 with no body. */
  noContent?: boolean;
  /** Other statuses' JSON answers (a 503 that is no error shape). */
  answers?: Record<string, JsonSchema>;
  /** Also answers 202 Accepted (a change recorded, not yet visible). */
  accepted?: boolean;
  /** Answers 302 to another page (a sign-in step): where to, in words. */
  redirect?: string;
  /** An answer that is not JSON (a download): its media types. */
  answerMedia?: readonly string[];
  /** A react-admin list: the list query parameters, an array answer, Content-Range. */
  list?: boolean;
  /** false: a list answered whole, taking no list query. */
  listQuery?: boolean;
  /** More parameters (query, header). */
  parameters?: readonly object[];
  notFound?: boolean;
  conflict?: boolean;
  precondition?: boolean;
  /** Open to anonymous callers. */
  public?: boolean;
}

/** Route descriptions by `METHOD /api/path/:param`, as the router registered it (parts of one may come from several). */
export type RouteDescriptions = Record<string, Partial<RouteDescription>>;

export const routeKey = (method: string, path: string) => `${method} ${path}`;

export const queryParameter = (name: string, description: string, schema: JsonSchema, required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});
