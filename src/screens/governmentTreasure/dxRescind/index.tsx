import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/dxRescind: 电信费解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to telecomUnwind.
 */
export default function DxRescindScreen() {
  return <SignedScreen operation="telecomUnwind" title="电信费解约" />;
}
