import type { ManifestRoute } from './shell.ts';

/** Cross-border treasure (spec 001 §2 "/crossTreasure"): screens scaffolded so far. */
export const crossTreasureRoutes: ManifestRoute[] = [
  {
    path: '/crossTreasure/mypay/abroadremit',
    meta: {},
    load: () => import('../../screens/crossTreasure/mypay/abroadremit/index.tsx'),
  },
  {
    path: '/crossTreasure/mypay/homeremit',
    meta: {},
    load: () => import('../../screens/crossTreasure/mypay/homeremit/index.tsx'),
  },
];
