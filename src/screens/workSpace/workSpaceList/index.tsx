import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/workSpaceList: 我的工作台.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WorkSpaceListScreen() {
  return <InfoScreen title="我的工作台" />;
}
