import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/tempAdd: 新增转账模板.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TempAddScreen() {
  return <InfoScreen title="新增转账模板" />;
}
