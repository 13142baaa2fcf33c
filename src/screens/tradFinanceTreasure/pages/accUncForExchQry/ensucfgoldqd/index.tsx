import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/ensucfgoldqd: 保函保证金确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterGuaraDepositSub.
 */
export default function EnsucfgoldqdScreen() {
  return <SignedScreen operation="letterGuaraDepositSub" title="保函保证金确认" />;
}
