import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/myAccount/accDownload: 账户信息下载.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccDownloadScreen() {
  return <InfoScreen title="账户信息下载" />;
}
