import { AuthenticationError } from 'react-admin';

/** react-admin's page for an access check that failed (not a refusal): its own chunk, rarely shown. */
export default function AuthenticationErrorPage() {
  return <AuthenticationError />;
}
