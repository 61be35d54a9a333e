import { contentTypeOf } from './fileImportFormatting';

/** Where a file cannot be read: the API names the line and column when there is one. */
export interface FilePlace {
  line?: number;
  column?: string;
  message?: string;
  reason?: string;
}

/** A file that cannot be read at all (400, 413): the reason and where, when there is a where. */
export class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly errors: FilePlace[],
  ) {
    super(message);
  }
}

/**
 * Posts a file as the body (not multipart), its name URI-encoded in X-File-Name, as the import dry runs
 * take it; 400 and 413 become UnreadableFile, other failures an Error with the server's message.
 */
export async function postFile<Answer>(url: string, file: File): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': contentTypeOf(file.name),
      'X-File-Name': encodeURIComponent(file.name),
    },
  });
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: unknown;
    problems?: unknown;
  };
  // effort imports list the places as `errors`, Data Services imports as `problems`
  const places = [body.errors, body.problems].find(Array.isArray) as FilePlace[] | undefined;
  if (response.status === 400 || response.status === 413)
    throw new UnreadableFile(body.message ?? 'The file cannot be read', places ?? []);
  if (!response.ok) throw new Error(body.message ?? `The upload failed (${response.status})`);
  return body as Answer;
}
