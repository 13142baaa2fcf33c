import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/particulars: 贷款详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ParticularsScreen() {
  return <InfoScreen title="贷款详情" />;
}
