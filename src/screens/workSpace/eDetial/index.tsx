import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/eDetial: 业务详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EDetialScreen() {
  return <InfoScreen title="业务详情" />;
}
