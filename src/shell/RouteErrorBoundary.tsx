import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from './ErrorPage.tsx';

/**
 * Shown when a screen throws or its chunk fails to load, so the app never goes blank. A 404
 * response shows the not-found page; anything else shows the error page with a short reason.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="404" />;
  if (import.meta.env.DEV) console.error(error);
  const message = error instanceof Error ? error.message : null;
  return <ErrorView kind="404" message={message} />;
}
