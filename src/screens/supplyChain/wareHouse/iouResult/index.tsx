import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouResult: 仓单借据结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouResultScreen() {
  return <InfoScreen title="仓单借据结果" />;
}
