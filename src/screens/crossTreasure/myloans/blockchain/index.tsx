import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/blockchain: 区块链融资.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradeFinanceFinancingApply.
 */
export default function BlockchainScreen() {
  return <SignedScreen operation="tradeFinanceFinancingApply" title="区块链融资" />;
}
