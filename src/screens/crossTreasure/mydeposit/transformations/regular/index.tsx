import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/regular: 外币定期存款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RegularScreen() {
  return <InfoScreen title="外币定期存款" />;
}
