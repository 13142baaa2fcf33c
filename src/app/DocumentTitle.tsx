import { useEffect } from 'react';
import { useTranslation } from '@/i18n/index.ts';

/**
 * The document's title in the page's language (issue 49 item 10: it stayed 企业网上银行 in English):
 * index.html writes the zh-CN one for the splash; this writes the language's own once the app runs
 * and on every switch. A test build's [测试环境] / [Test] prefix is put in front by TestEnvironment,
 * which watches the title.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
