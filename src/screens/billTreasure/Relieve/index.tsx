import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/Relieve: 解除托管.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RelieveScreen() {
  return <InfoScreen title="解除托管" />;
}
