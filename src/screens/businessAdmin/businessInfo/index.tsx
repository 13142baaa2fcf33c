import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/businessInfo: 企业信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BusinessInfoScreen() {
  return <InfoScreen title="企业信息" />;
}
