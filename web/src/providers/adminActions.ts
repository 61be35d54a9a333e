import type { AuthContext } from '@tams/access';
import type { Identifier, RaRecord } from 'react-admin';
import { apiUrl, httpClient } from './httpClient';

/** POST users/merge: what moved from the duplicate to the user kept, and what was revoked, by resource. */
export interface UserMergeResult {
  masterId: string;
  duplicateId: string;
  moved: Record<string, number>;
  revoked: Record<string, number>;
}

/** An API key as POST apiKeys answers it: the record, and the key itself, this one time only. */
export type IssuedApiKey = RaRecord & { name: string; prefix: string; key: string };

/** One entry of GET settings (the setting type, its value in effect, and the version to send back). */
export interface SettingEntry {
  id: string;
  machineName: string;
  name: string;
  description: string;
  kind: 'text' | 'color' | 'boolean' | 'email';
  defaultValue: string | null;
  value: string | null;
  version: number;
}

export interface AdminActions {
  masquerade(userId: Identifier): Promise<{ data: AuthContext }>;
  endMasquerade(): Promise<{ data: AuthContext }>;
  mergeUsers(masterId: Identifier, duplicateId: Identifier): Promise<{ data: UserMergeResult }>;
  issueApiKey(values: { name: string; expiresOn?: string | null }): Promise<{ data: IssuedApiKey }>;
  revokeApiKey(id: Identifier, version: number): Promise<{ data: RaRecord }>;
  getSettings(): Promise<{ data: SettingEntry[] }>;
  updateSetting(machineName: string, value: string | null, version: number): Promise<{ data: SettingEntry }>;
  uploadLogo(file: File): Promise<{ data: { logo: SettingEntry } }>;
}

const post = (path: string, body?: unknown) =>
  httpClient(`${apiUrl}/${path}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The calls that are not plain CRUD of one record (spec §4 masquerade, §7 users/merge, settings, keys). */
export const adminActions: AdminActions = {
  async masquerade(userId) {
    const { json } = await post('users/masquerade', { id: userId });
    return { data: json };
  },

  async endMasquerade() {
    const { json } = await httpClient(`${apiUrl}/users/masquerade`, { method: 'DELETE' });
    return { data: json };
  },

  async mergeUsers(masterId, duplicateId) {
    const { json } = await post('users/merge', { masterId, duplicateId });
    return { data: json };
  },

  async issueApiKey({ name, expiresOn }) {
    const { json } = await post('apiKeys', { name, expiresOn: expiresOn || null });
    return { data: json };
  },

  async revokeApiKey(id, version) {
    const { json } = await post(`apiKeys/${encodeURIComponent(String(id))}/revoke`, { version });
    return { data: json };
  },

  async getSettings() {
    const { json } = await httpClient(`${apiUrl}/settings`);
    return { data: json };
  },

  async updateSetting(machineName, value, version) {
    const { json } = await httpClient(`${apiUrl}/settings/${encodeURIComponent(machineName)}`, {
      method: 'PUT',
      body: JSON.stringify({ value, version }),
    });
    return { data: json };
  },

  async uploadLogo(file) {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${apiUrl}/settings/upload/logo`, { method: 'POST', body });
    return { data: json };
  },
};
