import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/loanChain/result: 链捷贷办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="链捷贷办理结果" />;
}
