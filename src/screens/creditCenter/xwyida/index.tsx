import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/xwyida: 小微易贷.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to microLoanApply.
 */
export default function XwyidaScreen() {
  return <SignedScreen operation="microLoanApply" title="小微易贷" />;
}
