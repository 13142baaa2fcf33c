import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/importOnlineBank: 从网银导入收款人.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ImportOnlineBankScreen() {
  return <InfoScreen title="从网银导入收款人" />;
}
