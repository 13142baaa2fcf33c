import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/contractInfo: 链捷贷合同信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ContractInfoScreen() {
  return <InfoScreen title="链捷贷合同信息" />;
}
