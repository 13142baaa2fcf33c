import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/contractInfo: 仓单e贷合同信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ContractInfoScreen() {
  return <InfoScreen title="仓单e贷合同信息" />;
}
