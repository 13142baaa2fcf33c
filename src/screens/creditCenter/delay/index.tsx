import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/delay: 展期申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DelayScreen() {
  return <InfoScreen title="展期申请" />;
}
