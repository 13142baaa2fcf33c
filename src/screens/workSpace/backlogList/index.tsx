import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/backlogList: 待办事项.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BacklogListScreen() {
  return <InfoScreen title="待办事项" />;
}
