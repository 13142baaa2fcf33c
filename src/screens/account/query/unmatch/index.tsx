import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/query/unmatch: 未达账项查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UnmatchScreen() {
  return <InfoScreen title="未达账项查询" />;
}
