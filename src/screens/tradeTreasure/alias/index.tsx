import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradeTreasure/alias: 贸易账户别名.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AliasScreen() {
  return <InfoScreen title="贸易账户别名" />;
}
