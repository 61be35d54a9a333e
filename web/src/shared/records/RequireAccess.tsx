import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { Unauthorized } from '../../layout/Unauthorized';

/**
 * Renders a page only once the user may do `action` on the resource in context. react-admin's own page
 * guard fetches while it redirects; this asks first, so a forbidden page never calls the API.
 */
export function RequireAccess({ action, children }: { action: string; children: ReactNode }) {
  return (
    <CanAccess action={action} loading={<Loading />} accessDenied={<Unauthorized />}>
      {children}
    </CanAccess>
  );
}
