import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/nightPlate: 夜间挂单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function NightPlateScreen() {
  return <InfoScreen title="夜间挂单" />;
}
