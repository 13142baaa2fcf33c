import { useMatches, useParams } from 'react-router-dom';
import type { RouteHandle } from '../routing/meta.ts';

/** The current route as the manifest gives it: its pattern (`:name` for a parameter), title and parameters. */
export function useRouteInfo(): { pattern: string; title: string; params: Array<[string, string]> } {
  const matches = useMatches();
  const params = useParams();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return {
    pattern: handle?.pattern ?? '',
    title: handle?.title ?? '',
    params: Object.entries(params).filter((e): e is [string, string] => e[0] !== '*' && typeof e[1] === 'string'),
  };
}
