import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/regularConfirm: 外币定期存款确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RegularConfirmScreen() {
  return <InfoScreen title="外币定期存款确认" />;
}
