import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/pact: 借款合同.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PactScreen() {
  return <InfoScreen title="借款合同" />;
}
