import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/contract: 合同签署.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ContractScreen() {
  return <InfoScreen title="合同签署" />;
}
