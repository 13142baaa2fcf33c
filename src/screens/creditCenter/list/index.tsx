import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/list: 贷款列表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ListScreen() {
  return <InfoScreen title="贷款列表" />;
}
