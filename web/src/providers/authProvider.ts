import { type Action, subjectOf } from '@tams/access';
import { type AuthProvider, HttpError } from 'react-admin';
import { currentAsOf } from '../history/asOf';
import { abilityAt } from '../history/pastAbility';
import { forgetAuthContext, getAuthContext } from './authContext';
import { apiUrl, httpClient } from './httpClient';
import { queryClient } from './queryClient';
import { wireNameOf } from './resourceNames';

/** react-admin's actions (list, show, edit, ...) as the ability's (read, update, ...). */
const actionOf = (raAction: string): Action => {
  switch (raAction) {
    case 'list':
    case 'show':
    case 'export':
    case 'read':
      return 'read';
    case 'create':
    case 'clone':
      return 'create';
    case 'edit':
    case 'update':
      return 'update';
    case 'delete':
      return 'delete';
    default:
      return raAction as Action;
  }
};

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

/**
 * Session-cookie auth against the API (react-admin 5). Sign-in is the local/dev sign-in; single sign-on
 * comes later. Access checks use the same CASL rules as the server (`@tams/access`), so menus and buttons
 * match what the API allows.
 */
export const authProvider: AuthProvider = {
  async login({ username }: { username: string }) {
    forgetAuthContext();
    await httpClient(`${apiUrl}/auth/dev`, { method: 'POST', body: JSON.stringify({ username }) });
    forgetAuthContext();
  },

  async logout() {
    forgetAuthContext();
    await httpClient(`${apiUrl}/auth/logout`).catch(() => undefined);
    forgetAuthContext();
  },

  async checkAuth() {
    await getAuthContext();
  },

  /**
   * Spec §8: a 401 or 403 invalidates the auth context. 401: the session is gone, sign in again. 403: stay
   * signed in with a fresh context (roles or flags may have changed); the page says why it was refused.
   */
  async checkError(error) {
    const status = statusOf(error);
    if (status === 401) {
      console.warn('Unauthenticated request: signing in again');
      forgetAuthContext();
      throw new HttpError('Your session has ended. Please sign in again.', 401);
    }
    if (status === 403) {
      console.warn('Unauthorized request');
      forgetAuthContext();
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    }
  },

  async getPermissions() {
    return getAuthContext();
  },

  async getIdentity() {
    const context = await getAuthContext();
    return { id: context.workingUserId, fullName: context.displayName };
  },

  /**
   * `resource` is a resource name (courses, apikeys) or a field of one (academicPeriods.useAdvancedEffort). Routes
   * unknown to the permission rules are allowed (spec §2); without a session nothing is.
   */
  async canAccess({ action, resource }) {
    const context = await getAuthContext().catch(() => undefined);
    if (!context) return false;
    const [name, field] = resource.split('.') as [string, string | undefined];
    let subject: ReturnType<typeof subjectOf>;
    try {
      subject = subjectOf(wireNameOf(name));
    } catch {
      return true;
    }
    return abilityAt(context, currentAsOf()).can(actionOf(action), subject, field);
  },
};
