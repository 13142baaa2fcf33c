import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/myAccount/accDownload: 账户信息下载.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountListQry.
 */
export default function AccDownloadScreen() {
  return <QueryScreen operation="accountListQry" title="账户信息下载" />;
}
