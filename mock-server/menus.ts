/**
 * The mock's menu list (spec 000 §3, §5; spec 001 §2): a flat MENU_LIST as the server sends it,
 * with the spec's special ids (hidden 101e8/102e8/103e8/119e8, 107e8 lazily expanded, 114e8 not
 * expandable, 11500000000 /wealthTreasure, 11406000000 /digitalEcology/iframe?type=1, the
 * e-order exception ids), and ACCESS_FLAG per persona.
 */
import type { components } from '../src/api/generated/paths';
import type { Persona } from './personas.ts';

type MenuItem = components['schemas']['MenuItem'];
type Row = [id: string, name: string, url: string, parent: string, level: number, sort: number, needLogin?: 'Y' | 'N', show?: 'Y' | 'N'];

const ROWS: Row[] = [
  // home has a short id: the access check always allows it (spec 000 §5), under an e-order block too
  ['100', '首页', '/home/index', '0', 1, 0, 'N'],
  ['10100000000', '系统菜单', '/', '0', 1, 90, 'N', 'N'],
  ['10200000000', '工作台', '/workSpace', '0', 1, 1],
  ['10201000000', '待办事项', '/workSpace/backlogList', '10200000000', 2, 1],
  ['10202000000', '事件处理', '/eventProcessing', '10200000000', 2, 2],
  ['10202020000', '已办事项', '/eventProcessing/haveDone', '10202000000', 3, 2],
  ['10300000000', '内部菜单', '/introduction', '0', 1, 91, 'N', 'N'],
  ['10400000000', '账户管理', '/account', '0', 1, 2],
  ['10401000000', '我的账户', '/account/myAccount', '10400000000', 2, 1],
  ['10402000000', '电子对账', '/account/checkAccount/elec', '10400000000', 2, 2],
  ['10404000000', '账户查询', '/account/query', '10400000000', 2, 4],
  ['10404020000', '交易明细', '/account/transaDetails', '10404000000', 3, 2],
  ['10404050000', '电子回单', '/account/elecReceipt', '10404000000', 3, 5],
  ['10500000000', '转账汇款', '/payTransfer', '0', 1, 3],
  ['10501000000', '单笔转账', '/payTransfer/eBatch', '10500000000', 2, 1],
  ['10502000000', '批量转账', '/payTransfer/massTransfer', '10500000000', 2, 2],
  ['10503000000', '代发工资', '/payTransfer/payroll/expense', '10500000000', 2, 3],
  ['10600000000', '票据宝', '/billTreasure', '0', 1, 4],
  ['10601000000', '快捷指引', '/billTreasure/setting', '10600000000', 2, 1],
  ['10602000000', '出票', '/billTreasure/bankBills/issueTicket/issueTicket', '10600000000', 2, 2],
  ['10700000000', '投资理财', '/invesmentFinance', '0', 1, 5],
  ['10701000000', '理财超市', '/invesmentFinance/managemoney/supermarket/supermarket', '10700000000', 2, 1],
  ['10702000000', '定期存款支取', '/invesmentFinance/depositproducts/depositdraw/index', '10700000000', 2, 2],
  ['10800000000', '信贷中心', '/creditCenter', '0', 1, 6],
  ['10801000000', '贷款申请', '/creditCenter/main', '10800000000', 2, 1],
  ['10900000000', '跨境宝', '/crossTreasure', '0', 1, 7],
  ['10901000000', '境外汇款', '/crossTreasure/mypay/abroadremit', '10900000000', 2, 1],
  ['10902000000', '我的汇款', '/crossTreasure/mypay', '10900000000', 2, 2],
  ['10902010000', '境内汇款', '/crossTreasure/mypay/homeremit', '10902000000', 3, 1],
  ['10903000000', '汇率查询', '/crossTreasure/rate', '10900000000', 2, 3],
  ['10903010000', '实时汇率', '/crossTreasure/rate/realtime', '10903000000', 3, 1],
  ['11000000000', '政务宝', '/governmentTreasure', '0', 1, 8],
  ['11001000000', '非税缴款', '/governmentTreasure/nonTasBusiness', '11000000000', 2, 1],
  ['11100000000', '企业管理', '/businessAdmin', '0', 1, 10],
  ['11101000000', '企业信息', '/businessAdmin/businessInfo', '11100000000', 2, 1],
  ['11102000000', '用户管理', '/businessAdmin/userManage', '11100000000', 2, 2],
  ['11200000000', '个人中心', '/mine', '0', 1, 11],
  ['11201000000', '个人信息', '/mine/personalCenter/personalCenter', '11200000000', 2, 1],
  ['11202000000', '修改登录密码', '/mine/changeLoginPass', '11200000000', 2, 2],
  ['11400000000', '数字生态', '/digitalEcology', '0', 1, 12],
  ['11406000000', '生态服务', '/digitalEcology/iframe?type=1', '11400000000', 2, 6],
  ['11500000000', '财富宝', '/wealthTreasure', '0', 1, 9],
  ['11600000000', '商会协会', '/businessAssociation/index', '0', 1, 13, 'N'],
  ['11601000000', '基本信息', '/businessAssociation/basicInformation', '11600000000', 2, 1, 'N'],
  ['11900000000', '隐藏菜单', '/productList', '0', 1, 92, 'N', 'N'],
  // more roots than the top menu's 1276 px hold, so that it scrolls (spec 000 §9)
  ['12000000000', '贸易融资', '/tradeFinance', '0', 1, 14],
  ['12001000000', '保理业务', '/tradeFinance/factoring', '12000000000', 2, 1],
  ['12100000000', '人力薪酬', '/hrService', '0', 1, 15],
  ['12101000000', '薪资发放', '/hrService/salary', '12100000000', 2, 1],
  ['12200000000', '代收代付', '/withholding', '0', 1, 16],
  ['12201000000', '代扣签约', '/withholding/sign', '12200000000', 2, 1],
  ['12300000000', '保函业务', '/letterGuarantee', '0', 1, 17],
  ['12301000000', '保函申请', '/letterGuarantee/apply', '12300000000', 2, 1],
];

const rootOf = (id: string): string => `${id.slice(0, 3)}00000000`;

/** The menu list as the persona (or a visitor) sees it: ACCESS_FLAG '1' where they may open the menu. */
export function menuListFor(persona: Persona | undefined): MenuItem[] {
  return ROWS.map(([id, name, url, parent, level, sort, needLogin = 'Y', show = 'Y']) => {
    const allowed = persona
      ? (persona.access === 'all' || persona.access.includes(rootOf(id))) && (rootOf(id) !== '11100000000' || persona.user.COMP_USER_TYPE === '1')
      : needLogin === 'N';
    return {
      MENU_ID: id,
      MENU_NAME: name,
      MENU_URL: url,
      PAR_MENU_ID: parent,
      MENU_LVL: level,
      menuVLevel: level,
      ACCESS_FLAG: allowed ? '1' : '0',
      IS_NEED_LOGIN: needLogin,
      IS_HAS_CHILD: ROWS.some((r) => r[3] === id) ? 'Y' : 'N',
      MENU_SHOW_FLAG: show,
      MENU_SORT: sort,
    };
  });
}

export function searchMenus(persona: Persona | undefined, keyword: string): MenuItem[] {
  const word = keyword.trim();
  return word ? menuListFor(persona).filter((m) => m.MENU_NAME.includes(word) && m.MENU_SHOW_FLAG !== 'N') : [];
}
