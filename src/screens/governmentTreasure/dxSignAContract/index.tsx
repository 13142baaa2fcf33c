import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/dxSignAContract: 电信费签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to telecomSign.
 */
export default function DxSignAContractScreen() {
  return <SignedScreen operation="telecomSign" title="电信费签约" />;
}
