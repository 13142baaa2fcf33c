import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/eventProcessing');

/** Event processing (spec 001 §2 "/eventProcessing"). */
export const eventProcessingRoutes: readonly ManifestRoute[] = [
  to('', 'backlog', '事件处理', { en: 'Event handling' }),
  screen('backlog', '待处理事项', { en: 'Pending items', operations: ['backlogListQry', 'transAuthSubmit'], link: { label: '处理', to: '/workSpace/listDetial', key: 'TRANS_SEQ' } }),
  screen('haveDone', '已办事项', { en: 'Completed items', operations: ['haveDoneListQry'], link: { label: '详情', to: '/workSpace/eDetial', key: 'TRANS_SEQ' } }),
];
