import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /eventProcessing/haveDone: 已办事项.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function HaveDoneScreen() {
  return <InfoScreen title="已办事项" />;
}
