import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/etcRescind: ETC解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to etcUnwind.
 */
export default function EtcRescindScreen() {
  return <SignedScreen operation="etcUnwind" title="ETC解约" />;
}
