import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/xwyida: 小微易贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function XwyidaScreen() {
  return <InfoScreen title="小微易贷" />;
}
