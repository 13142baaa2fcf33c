import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/setUpWallet/viewProgress.vue: 开立进度查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ViewProgressVueScreen() {
  return <InfoScreen title="开立进度查询" />;
}
