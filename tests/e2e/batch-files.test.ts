// Batch files at the edges, in Chromium as a3sp (issue 49 item 5; issue 50 items 1 and 4): a payee
// name that starts like a formula and one with a right-to-left override are problems of their lines,
// each problem a link that brings its line into view in the virtualised preview, where the line is
// clearly marked and the override shown as ⟦U+202E⟧; the file input names the chosen file (as it is
// sent: its base name) and the limit is said before anything is chosen. Screens through the menu,
// fields by their labels.
import { describe, expect, it } from 'vitest';
import { chromiumPerFile } from './support/browser.ts';
import { openAs } from './support/login.ts';
import { throughMenu } from './support/menu.ts';

const browser = chromiumPerFile();
const PAYER = '6230910000012345678';
const BOM = '\uFEFF';

/** A payroll of 1,000 employees in UTF-8 with its byte-order mark (Excel's "CSV UTF-8"), lines replaced. */
function payroll(replace: Record<number, string>): Buffer {
  const names = ['张伟', '王敏', '李伟', '赵敏'];
  const lines = ['员工姓名,工资卡号,金额,备注'];
  for (let i = 0; i < 1000; i++) lines.push(replace[i + 2] ?? `${names[i % 4] ?? ''},62309100${String(50000000000 + i)},1000,11月工资`);
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

describe('a batch file\'s problems, linked to their lines (issue 49 item 5)', () => {
  it('flags a formula and a reordering name per line; each problem brings its line into view, marked', { timeout: 60_000 }, async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '转账汇款', '代发工资', '工资代发');
    await page.getByLabel('付款账号').selectOption(PAYER);
    // the limit before anything is chosen, and the chooser in the page's language
    expect(await page.getByText('至多 10000 笔、10 MB', { exact: false }).count()).toBe(1);
    expect(await page.getByTestId('batch-file-name').textContent()).toBe('未选择文件');

    const file = payroll({
      12: '=HYPERLINK("http://x.example"),6230910050000000010,1000,11月工资',
      700: '杭州\u202E司公限有易贸\u202C禾丰,6230910050000000698,1000,11月工资',
      950: '李伟,62309100,1000,11月工资',
    });
    // a browser gives a file's name without its folders; a name's odd characters still go
    await page.getByLabel('批量文件', { exact: true }).setInputFiles({ name: '11月 工资（终稿）.csv', mimeType: 'text/csv', buffer: file });
    const problems = page.getByTestId('batch-problem');
    await expect.poll(() => problems.allTextContents()).toEqual([
      '第 12 行 员工姓名：员工姓名以 =、+、-、@ 开头，可能被表格软件当作公式执行，请修改后重新保存文件',
      '第 700 行 员工姓名：员工姓名含有控制字符或不可见字符（U+202E），请删除后重新保存文件',
      '第 950 行 工资卡号：工资卡号格式不正确（应为 10–32 位数字）',
    ]);
    // it said "No file chosen" right after the file was chosen; the name is the one sent
    expect(await page.getByTestId('batch-file-name').textContent()).toBe('11月_工资(终稿).csv');
    expect(await page.getByRole('button', { name: '下一步' }).isDisabled()).toBe(true);

    // line 950 is far below the preview's first lines: the problem's link brings it into view
    const line = (n: number) => page.locator(`[data-testid="batch-row"][data-line="${String(n)}"]`);
    expect(await line(950).count()).toBe(0);
    await problems.nth(2).getByRole('button').click();
    await line(950).waitFor({ timeout: 10_000 });
    const inView = async (n: number) => {
      const [row, scroller] = await Promise.all([line(n).boundingBox(), page.getByTestId('batch-scroller').boundingBox()]);
      return Boolean(row && scroller && row.y >= scroller.y && row.y + row.height <= scroller.y + scroller.height);
    };
    await expect.poll(() => inView(950)).toBe(true);
    expect(await line(950).getAttribute('data-current')).toBe('true');
    expect(await line(950).evaluate((el) => el === document.activeElement)).toBe(true);
    // clearly marked: a bar, a stronger red, the sign and words for screen readers; a good line is not
    const marks = (n: number) => line(n).evaluate((el) => ({
      bar: getComputedStyle(el).boxShadow.includes('inset'),
      text: el.querySelector('[role="cell"]')?.textContent,
    }));
    expect(await marks(950)).toEqual({ bar: true, text: '⚠ 950（本行有错误）' });
    await expect.poll(() => line(951).count()).toBe(1);
    expect(await marks(951)).toEqual({ bar: false, text: '951' });

    // the reordering name is shown marked, never reordered
    await problems.nth(1).getByRole('button').click();
    await expect.poll(() => inView(700)).toBe(true);
    expect(await line(700).textContent()).toContain('杭州⟦U+202E⟧司公限有易贸⟦U+202C⟧禾丰');
    // back up to line 12
    await problems.nth(0).getByRole('button').click();
    await expect.poll(() => inView(12)).toBe(true);
    expect(await line(12).getAttribute('data-current')).toBe('true');
    // one line is the current one (line 700, out of view now, is not drawn at all)
    expect(await page.locator('[data-testid="batch-row"][data-current="true"]').count()).toBe(1);
  });
});

describe('a document upload says what it sends (issue 50 item 4)', () => {
  it('names the chosen file by its base name and says the limit', async () => {
    const { page } = await openAs(browser, 'a3sp', '/home/index');
    await throughMenu(page, '跨境宝', '单据上传', '单据上传');
    expect(await page.getByText('单个文件至多 10 MB', { exact: false }).count()).toBe(1);
    await page.getByLabel('文件').setInputFiles({ name: '报关单 #1.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    expect(await page.getByTestId('upload-file-name').textContent()).toBe('报关单_1.pdf');
    await page.getByRole('button', { name: '上传', exact: true }).click();
    await page.getByTestId('result-panel').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('result-panel').textContent()).toContain('上传成功');
  });
});
