import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myimport/lssuingapply: 进口信用证开证.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LssuingapplyScreen() {
  return <InfoScreen title="进口信用证开证" />;
}
