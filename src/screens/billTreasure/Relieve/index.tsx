import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/Relieve: 解除托管.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolTakeBackSub.
 */
export default function RelieveScreen() {
  return <SignedScreen operation="billPoolTakeBackSub" title="解除托管" />;
}
