import { onDemand } from '@/ui/on-demand.ts';

/**
 * Safe Exit and the idle lock: their code loads when a user is logged in (the header and the guarded
 * outlet want them then), once for both; the anonymous home page's first paint goes without them.
 */
export const signedInParts = onDemand(() => import('./SignedInParts.tsx'));
