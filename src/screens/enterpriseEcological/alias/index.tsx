import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/alias: 生态账户别名.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AliasScreen() {
  return <InfoScreen title="生态账户别名" />;
}
