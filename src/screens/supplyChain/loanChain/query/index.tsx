import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/query: 链捷贷业务查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryScreen() {
  return <InfoScreen title="链捷贷业务查询" />;
}
