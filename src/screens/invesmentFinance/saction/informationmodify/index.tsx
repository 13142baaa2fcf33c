import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/saction/informationmodify: 基金账户信息修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundChangeAccount.
 */
export default function InformationmodifyScreen() {
  return <SignedScreen operation="fundChangeAccount" title="基金账户信息修改" />;
}
