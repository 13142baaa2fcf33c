import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /businessAdmin/approveAdmin: 审批管理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradingOrderMngUpdate.
 */
export default function ApproveAdminScreen() {
  return <SignedScreen operation="tradingOrderMngUpdate" title="审批管理" />;
}
