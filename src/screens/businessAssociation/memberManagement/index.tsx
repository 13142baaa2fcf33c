import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAssociation/memberManagement: 会员管理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to associaFeePaySub.
 */
export default function MemberManagementScreen() {
  return <SignedScreen operation="associaFeePaySub" title="会员管理" />;
}
