import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/etcSignAContract: ETC签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to etcSign.
 */
export default function EtcSignAContractScreen() {
  return <SignedScreen operation="etcSign" title="ETC签约" />;
}
