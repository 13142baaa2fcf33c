// Compile-time test of send() (checked by `npm run typecheck`): bodies and answers are typed from the contract.
import { send } from '@/api/client.ts';
import { searchMenuListQry, userInfoThree } from '@/api/generated/sdk/sdk.gen.ts';
export async function probe() {
  const user = await send(userInfoThree, {});
  const level: 'A2' | 'A3' | 'A3P' | 'A3S' | 'A3SP' | undefined = user?.USER_INDVATTELVL;
  const menus = await send(searchMenuListQry, { MENU_MNAME: '转账', CHNL: 'ET' });
  const n: number | undefined = menus?.MENU_LIST[0]?.MENU_SORT;
  // @ts-expect-error a required field is missing
  await send(searchMenuListQry, { CHNL: 'ET' });
  // @ts-expect-error wrong type
  await send(searchMenuListQry, { MENU_MNAME: 3, CHNL: 'ET' });
  return [level, n];
}
