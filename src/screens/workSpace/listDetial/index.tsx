import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/listDetial: 待办详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ListDetialScreen() {
  return <InfoScreen title="待办详情" />;
}
