import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { UnexpectedError } from './UnexpectedError';

/**
 * react-admin's application-wide boundary (outside the layout: the top bar, the menu): the router
 * fallback's words, reset when the user goes elsewhere.
 */
export function AppErrorPage(props: { error: Error; resetErrorBoundary: (...args: unknown[]) => void }) {
  useResetErrorBoundaryOnLocationChange(props.resetErrorBoundary);
  return <UnexpectedError detail={props.error.message} />;
}
