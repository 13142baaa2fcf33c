import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/wareHouse/iouConfirmed: 已确认借据.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouConfirmedScreen() {
  return <InfoScreen title="已确认借据" />;
}
