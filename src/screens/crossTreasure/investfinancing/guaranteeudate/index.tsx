import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/investfinancing/guaranteeudate: 保函修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loiAmendApplication.
 */
export default function GuaranteeudateScreen() {
  return <SignedScreen operation="loiAmendApplication" title="保函修改" />;
}
