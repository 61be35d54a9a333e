import { AccessDenied } from 'react-admin';

/** A signed-in user on a page they may not see (spec §2: heading "Unauthorized"). */
export function Unauthorized() {
  return (
    <AccessDenied textPrimary="Unauthorized" textSecondary="You do not have permission to see this page." />
  );
}
