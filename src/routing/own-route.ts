/**
 * The route a screen was made for (spec 001 §2 keep-alive): a kept-alive screen stays mounted, hidden,
 * while the user is on another route, so the router's current match is not its route. Each route's
 * screen is rendered inside this context with its own handle (src/app/route-object.tsx), and the kit
 * reads its route from here before the current match (src/kit/route-info.ts).
 */
import { createContext } from 'react';
import type { RouteHandle } from './meta.ts';

export const OwnRoute = createContext<RouteHandle | undefined>(undefined);
