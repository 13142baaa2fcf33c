import { area, detail, type ManifestRoute } from './define.ts';

const { screen, to } = area('/workSpace');

/**
 * Work space (spec 001 §2 "/workSpace"). workSpaceList, the redirect's target, is not among the listed
 * children (the spec says its list is cut off): it is a screen here. Further cut-off children are not
 * guessed.
 */
export const workSpaceRoutes: readonly ManifestRoute[] = [
  to('', 'workSpaceList', '工作台', { en: 'Workbench' }),
  screen('workSpaceList', '我的工作台', { en: 'My workbench', operations: ['backlogListQry'], link: { label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' } }),
  screen('backlogList', '待办事项', { en: 'To-do items', operations: ['backlogListQry', 'transAuthSubmit'], link: { label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' } }),
  screen('listDetial', '待办详情', {
    en: 'To-do details',
    ...detail,
    operations: ['instructionDetailQry', 'transAuthSubmit', 'authRuleReview'],
    view: 'instruction',
    back: { label: '返回待办事项', to: '/workSpace/backlogList' },
  }),
  screen('eTransfer', '转账待办', { en: 'Transfer to-dos', operations: ['backlogListQry'], link: { label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' } }),
  screen('batchDetial', '批量业务明细', { en: 'Batch business details', ...detail, operations: ['batchDetailQry'] }),
  screen('eDetial', '业务详情', {
    en: 'Business details',
    ...detail,
    operations: ['instructionDetailQry', 'transAuthSubmit', 'authRuleReview'],
    view: 'instruction',
    back: { label: '返回转账指令查询', to: '/payTransfer/oderInquiry' },
  }),
  screen('subscrible', '消息订阅', { en: 'Message subscriptions', operations: ['smsSignAdd', 'smsSignQry'] }),
];
