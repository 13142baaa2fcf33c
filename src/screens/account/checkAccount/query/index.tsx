import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/checkAccount/query: 对账结果查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryScreen() {
  return <InfoScreen title="对账结果查询" />;
}
