import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /digitalEcology/signDetail: 签约详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignDetailScreen() {
  return <InfoScreen title="签约详情" />;
}
