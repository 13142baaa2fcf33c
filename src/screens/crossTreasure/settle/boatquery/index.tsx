import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/settle/boatquery: 货运信息查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to shippingInfoQry.
 */
export default function BoatqueryScreen() {
  return <QueryScreen operation="shippingInfoQry" title="货运信息查询" />;
}
