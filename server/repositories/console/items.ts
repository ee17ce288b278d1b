/** Prompts and comments as the console lists them: the items of a page, in its order, with their open reports counted. */
import type { ModeratedItem, ModeratedKind } from '../../../src/api/contract';
import { toInt, type Db } from '../../db';
import { findModeratedItems, toModeratedItem, type ModeratedItemRecord } from '../moderatedItems';

/** Open reports per item of one kind (reports_open_item_idx). */
export async function openReportCounts(db: Db, kind: ModeratedKind, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('reports')
    .select(['target_ref', (eb) => eb.fn.countAll().as('n')])
    .where('resolved_at', 'is', null)
    .where('target_kind', '=', kind)
    .where('target_ref', 'in', ids)
    .groupBy('target_ref')
    .execute();
  for (const row of rows) counts.set(row.target_ref, toInt(row.n));
  return counts;
}

/** The items with these ids that exist, in the order of `ids`, as the console shows them. */
export async function consoleItems(
  db: Db,
  kind: ModeratedKind,
  ids: number[],
): Promise<{ record: ModeratedItemRecord; item: ModeratedItem }[]> {
  const records = await findModeratedItems(db, kind, ids);
  const counts = await openReportCounts(db, kind, ids);
  return ids.flatMap((id) => {
    const record = records.get(id);
    return record ? [{ record, item: toModeratedItem(record, counts.get(id) ?? 0) }] : [];
  });
}
