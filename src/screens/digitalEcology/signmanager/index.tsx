import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /digitalEcology/signmanager: 签约管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignmanagerScreen() {
  return <InfoScreen title="签约管理" />;
}
