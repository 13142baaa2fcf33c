/**
 * The menu table (spec 000 §3, §5; spec 001 §2): one entry per area of the route manifest, with its
 * root menu's id, name and order, and what the manifest cannot say (group names, fixed ids, menu URLs
 * with a query, routes with no menu). ./menu-tree.ts reads it to build the flat MENU_LIST.
 */
import type { AreaName } from '@/routing/manifest/index.ts';

export interface AreaMenu {
  area: AreaName;
  /** The root's menu id, or the id of the menu the area hangs under (`under`). */
  id: string;
  name: string;
  sort: number;
  /** The root's own URL when the area has no route at its path. */
  url?: string;
  hiddenRoot?: boolean;
  /** The area sits under another area's menu of this id instead of being a root. */
  under?: string;
  /** Directories (relative to the area) with no route of their own that group their screens in the menu. */
  groups?: Record<string, string>;
  /** Fixed ids: a route path or a group directory -> id (its parent is the menu whose id it extends). */
  pin?: Record<string, string>;
  /** A menu URL that differs from the route path (a query the menu carries). */
  urls?: Record<string, string>;
  /** Routes with no menu of their own. */
  skip?: string[];
}

export const AREA_MENUS: AreaMenu[] = [
  { area: 'shell', id: '101', name: '系统菜单', sort: 90, hiddenRoot: true, skip: ['/home/index'] },
  { area: 'workSpace', id: '102', name: '工作台', sort: 91, hiddenRoot: true, pin: { '/workSpace/backlogList': '10201000000' } },
  {
    area: 'eventProcessing', id: '102', under: '102', name: '事件处理', sort: 0,
    pin: { '/eventProcessing': '10202000000', '/eventProcessing/haveDone': '10202020000' },
  },
  { area: 'cover', id: '103', name: '对外页面', sort: 92, hiddenRoot: true },
  {
    area: 'account', id: '104', name: '账户管理', sort: 2,
    groups: { query: '账户查询' },
    pin: {
      '/account/myAccount': '10401000000',
      '/account/checkAccount/elec': '10402000000',
      'query': '10404000000',
      '/account/transaDetails': '10404020000',
      '/account/elecReceipt': '10404050000',
    },
  },
  { area: 'payTransfer', id: '105', name: '转账汇款', sort: 3, pin: { '/payTransfer/eBatch': '10501000000' } },
  {
    area: 'billTreasure', id: '106', name: '票据宝', sort: 4,
    groups: {
      'bankBills': '银行承兑汇票',
      'bankBills/signContract': '票据签约',
      'bankBills/failNotice': '失败通知',
      'bankBills/smsNotice': '短信通知服务',
      'bankBills/billsPayee': '收款人管理',
      'billsPool/bondManage': '票据池',
      'bondResult': '保证金结果',
      'commerialTicet/smsNotice': '商票短信通知服务',
      'commerialTicet/billsPayee': '商票收款人管理',
    },
  },
  {
    area: 'invesmentFinance', id: '107', name: '投资理财', sort: 5,
    groups: { managemoney: '理财产品', adminstration: '基金业务', saction: '基金签约', query: '持有产品', fundquery: '基金交易' },
  },
  { area: 'creditCenter', id: '108', name: '信贷中心', sort: 6 },
  {
    area: 'crossTreasure', id: '109', name: '跨境宝', sort: 7,
    groups: {
      'mypayee': '收汇管理', 'mypay': '汇款业务', 'myimport': '进口业务', 'myexit': '出口业务', 'mydeposit': '外币存款',
      'mydeposit/transformations': '外币存款转存', 'settle': '外汇登记', 'myupload': '单据上传', 'myloans': '外币融资',
      'mypayment': '对外付款', 'settlement': '结售汇', 'selfHelpBill': '自助挂单', 'sale': '远期结售汇', 'foregintrade': '外汇交易',
      'investfinancing': '投融资', 'storemanagement': '仓单管理',
    },
  },
  { area: 'governmentTreasure', id: '110', name: '政务宝', sort: 8 },
  { area: 'wealthTreasure', id: '115', name: '财富宝', sort: 9 },
  { area: 'businessAdmin', id: '111', name: '企业管理', sort: 10 },
  { area: 'mine', id: '112', name: '个人中心', sort: 11, groups: { equity: '权益中心' } },
  {
    area: 'digitalEcology', id: '114', name: '数字生态', sort: 12,
    pin: { '/digitalEcology/iframe': '11406000000' },
    urls: { '/digitalEcology/iframe': '/digitalEcology/iframe?type=1' },
  },
  { area: 'businessAssociation', id: '116', name: '商会协会', sort: 13 },
  { area: 'supplyChain', id: '113', name: '供应链金融', sort: 14 },
  {
    area: 'tradFinanceTreasure', id: '122', name: '贸易融资', sort: 15, url: '/tradFinanceTreasure/index',
    groups: {
      'pages/certificate': '电子凭证', 'pages/accUncForExchQry': '保函业务', 'pages/bondgold': '保证金业务',
      'pages/bondgold/ensuregold': '担保金', 'pages/bondgold/ensureDeposite': '保证金存入',
    },
  },
  { area: 'tradeTreasure', id: '120', name: '贸易宝', sort: 16 },
  { area: 'enterpriseEcological', id: '121', name: '企业生态', sort: 17 },
  { area: 'recePayTreasure', id: '123', name: '收付宝', sort: 18, groups: { advanceParts: '商户服务' } },
  { area: 'enterpriseView', id: '118', name: '企业360视图', sort: 19 },
  { area: 'realTimeInfo', id: '117', name: '实时资讯', sort: 20 },
  { area: 'digitalEcosystem', id: '124', name: '数字生态圈', sort: 21 },
  { area: 'homeNews', id: '119', name: '新闻公告', sort: 93, hiddenRoot: true },
];
