import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { UnexpectedError } from './UnexpectedError';

/** The router's fallback (spec §8), for a failure outside react-admin (its own boundary is AppErrorPage). */
export function RouterErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return <UnexpectedError detail={detail} />;
}
