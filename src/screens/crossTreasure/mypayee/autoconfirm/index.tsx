import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypayee/autoconfirm: 来账自动确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AutoconfirmScreen() {
  return <InfoScreen title="来账自动确认" />;
}
