import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/main: 贷款申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MainScreen() {
  return <InfoScreen title="贷款申请" />;
}
