import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myimport/lssuingupdate: 进口信用证修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LssuingupdateScreen() {
  return <InfoScreen title="进口信用证修改" />;
}
