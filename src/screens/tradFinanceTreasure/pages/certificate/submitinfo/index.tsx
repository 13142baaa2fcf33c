import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/submitinfo: 凭证提交.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SubmitinfoScreen() {
  return <InfoScreen title="凭证提交" />;
}
