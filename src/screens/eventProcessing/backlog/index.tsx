import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /eventProcessing/backlog: 待处理事项.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BacklogScreen() {
  return <InfoScreen title="待处理事项" />;
}
