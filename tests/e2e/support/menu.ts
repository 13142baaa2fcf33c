import type { Page } from 'playwright-core';

/** Opens a screen as a user does: the top menu's root, then the left menu's groups and item. */
export async function throughMenu(page: Page, root: string, ...items: string[]): Promise<void> {
  await page.getByTestId('top-menu-item').filter({ hasText: root }).first().evaluate((el) => {
    (el as HTMLElement).click(); // a root scrolled out of the bar is still in the document
  });
  for (const [i, name] of items.entries()) {
    // a group and its only item may share a name (单据上传 > 单据上传): the item is the later one
    const item = page.getByTestId('side-menu-item').and(page.getByRole('button', { name, exact: true })).last();
    // a group the menu kept open (its state lasts the session) stays open: a click would fold it
    if (i < items.length - 1 && (await item.getAttribute('aria-expanded')) === 'true') continue;
    await item.click();
  }
  await page.getByRole('heading', { level: 1, name: items.at(-1) ?? root, exact: true }).waitFor();
}
