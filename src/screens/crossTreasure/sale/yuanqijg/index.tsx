import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/sale/yuanqijg: 远期结汇.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function YuanqijgScreen() {
  return <InfoScreen title="远期结汇" />;
}
