import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/dayPlate: 日间挂单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DayPlateScreen() {
  return <InfoScreen title="日间挂单" />;
}
