/**
 * The route table (spec 001 §2, spec 000 §2): one file per area, combined here. Pure data; the app
 * layer (src/app/routes.ts) turns it into routes and finds each screen by path convention.
 */
import { accountRoutes } from './account.ts';
import { billTreasureRoutes } from './billTreasure.ts';
import { businessAdminRoutes } from './businessAdmin.ts';
import { businessAssociationRoutes } from './businessAssociation.ts';
import { creditCenterRoutes } from './creditCenter.ts';
import { crossTreasureRoutes } from './crossTreasure.ts';
import type { ManifestRoute } from './define.ts';
import { digitalEcologyRoutes } from './digitalEcology.ts';
import { digitalEcosystemRoutes } from './digitalEcosystem.ts';
import { enterpriseEcologicalRoutes } from './enterpriseEcological.ts';
import { enterpriseViewRoutes } from './enterpriseView.ts';
import { eventProcessingRoutes } from './eventProcessing.ts';
import { governmentTreasureRoutes } from './governmentTreasure.ts';
import { homeNewsRoutes } from './homeNews.ts';
import { invesmentFinanceRoutes } from './invesmentFinance.ts';
import { mineRoutes } from './mine.ts';
import { payTransferRoutes } from './payTransfer.ts';
import { realTimeInfoRoutes } from './realTimeInfo.ts';
import { recePayTreasureRoutes } from './recePayTreasure.ts';
import { coverRoutes, shellRoutes } from './shell.ts';
import { supplyChainRoutes } from './supplyChain.ts';
import { tradeTreasureRoutes } from './tradeTreasure.ts';
import { tradFinanceTreasureRoutes } from './tradFinanceTreasure.ts';
import { wealthTreasureRoutes } from './wealthTreasure.ts';
import { workSpaceRoutes } from './workSpace.ts';

export type { ManifestRoute } from './define.ts';

/** The areas of spec 001 §2 in the spec's order, then the cover pages and the shell routes. */
export const AREAS = {
  account: accountRoutes,
  payTransfer: payTransferRoutes,
  billTreasure: billTreasureRoutes,
  creditCenter: creditCenterRoutes,
  crossTreasure: crossTreasureRoutes,
  enterpriseEcological: enterpriseEcologicalRoutes,
  tradeTreasure: tradeTreasureRoutes,
  governmentTreasure: governmentTreasureRoutes,
  invesmentFinance: invesmentFinanceRoutes,
  supplyChain: supplyChainRoutes,
  wealthTreasure: wealthTreasureRoutes,
  mine: mineRoutes,
  businessAdmin: businessAdminRoutes,
  homeNews: homeNewsRoutes,
  enterpriseView: enterpriseViewRoutes,
  workSpace: workSpaceRoutes,
  eventProcessing: eventProcessingRoutes,
  recePayTreasure: recePayTreasureRoutes,
  tradFinanceTreasure: tradFinanceTreasureRoutes,
  realTimeInfo: realTimeInfoRoutes,
  digitalEcology: digitalEcologyRoutes,
  digitalEcosystem: digitalEcosystemRoutes,
  businessAssociation: businessAssociationRoutes,
  cover: coverRoutes,
  shell: shellRoutes,
} as const satisfies Record<string, readonly ManifestRoute[]>;

export type AreaName = keyof typeof AREAS;

/** Every route of the portal. */
export const MANIFEST: readonly ManifestRoute[] = Object.values(AREAS).flat();
