import { apiUrl, httpClient } from '../providers/httpClient';

export interface EmailTemplate {
  id: string;
  version: number;
  name: string;
  subject: string;
  body: string;
}

/** Saves a template: a new one (no id) or a change of one (with the version edited). */
export async function saveTemplate(template: Omit<EmailTemplate, 'id' | 'version'> & Partial<EmailTemplate>) {
  const { id, version, ...values } = template;
  const path = id ? `${apiUrl}/emailTemplates/${encodeURIComponent(id)}` : `${apiUrl}/emailTemplates`;
  const body = id ? { ...values, version } : values;
  const { json } = await httpClient(path, { method: id ? 'PUT' : 'POST', body: JSON.stringify(body) });
  return json as EmailTemplate;
}
