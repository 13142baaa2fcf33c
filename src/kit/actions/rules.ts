/**
 * A screen's further operations (issue 37), pure: which of the route's actions sit at a place, whether
 * a row action is offered on a row, and the values a row gives the action's form. A row's field fills
 * the action's request field of the same name, or the one `from` names; `values` are the action's
 * constants (a delete's OPERATE_TYPE). What a row gives is fixed: the user sees it and cannot change it,
 * so the signature covers the record the user chose.
 */
import type { ActionPlace, ScreenAction } from '@/routing/meta.ts';

type Row = Readonly<Record<string, unknown>>;

/** The actions shown at one place, in the manifest's order. */
export function actionsAt(actions: readonly ScreenAction[] | undefined, place: ActionPlace): ScreenAction[] {
  return (actions ?? []).filter((a) => a.place === place);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Whether the row action is offered on this row: each `when` field holds one of its values. */
export function offeredOn(action: ScreenAction, row: Row): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => {
    const value = text(row[field]);
    return value !== undefined && values.includes(value);
  });
}

/**
 * The action's fixed values: its constants, then what the row holds for each request field (by the
 * same name or the one `from` names); a field the row lacks stays for the user to fill.
 */
export function actionValues(
  action: ScreenAction,
  requestFields: readonly string[],
  row?: Row,
): Record<string, string> {
  const values: Record<string, string> = { ...action.values };
  if (!row) return values;
  for (const name of requestFields) {
    const value = text(row[action.from?.[name] ?? name]);
    if (value !== undefined && !(name in values)) values[name] = value;
  }
  return values;
}
