import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy: 破产账户监管.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to bankruptcyCaseAccountQry.
 */
export default function BankruptcyScreen() {
  return <QueryScreen operation="bankruptcyCaseAccountQry" title="破产账户监管" />;
}
