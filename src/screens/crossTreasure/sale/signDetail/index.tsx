import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/signDetail: 远期签约详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignDetailScreen() {
  return <InfoScreen title="远期签约详情" />;
}
