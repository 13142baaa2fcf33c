import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqizw: 远期展期.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqizwScreen() {
  return <InfoScreen title="远期展期" />;
}
