import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypay/nameremit: 同名账户划转.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to synonymTransferApply.
 */
export default function NameremitScreen() {
  return <SignedScreen operation="synonymTransferApply" title="同名账户划转" />;
}
