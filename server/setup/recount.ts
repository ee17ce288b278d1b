/**
 * The recount: sets every counter kept on a target (repositories/counters.ts) from the rows it
 * counts. A set-up task, run by migrations that change what is counted, by the demo seed and by
 * the bulk loads of the benchmarks; requests keep the counters exact in their own transactions.
 */
import { sql, type Kysely } from 'kysely';
import { countedRows } from '../repositories/counters';

/** Sets every counter from the vote and comment rows. */
export async function recomputeAllCounters(
  db: Kysely<any>,
  { beforeModeration = false }: { beforeModeration?: boolean } = {},
): Promise<void> {
  const countedComment = countedRows('c', 'comments', beforeModeration);
  await sql`update prompts set
      ups = (select count(*) from votes v where v.target_kind = 'community' and v.target_ref = prompts.id and v.value = 1),
      downs = (select count(*) from votes v where v.target_kind = 'community' and v.target_ref = prompts.id and v.value = -1),
      comment_count = (select count(*) from comments c where c.target_kind = 'community' and c.target_ref = prompts.id and ${countedComment})`.execute(
    db,
  );
  await sql`update prompts set score = ups - downs`.execute(db);
  await sql`delete from curated_counters`.execute(db);
  await sql`insert into curated_counters (ref, ups, downs, score, comment_count)
    select t.ref, sum(t.ups), sum(t.downs), sum(t.ups) - sum(t.downs), sum(t.comments) from (
      select target_ref as ref, case when value = 1 then 1 else 0 end as ups, case when value = -1 then 1 else 0 end as downs, 0 as comments
        from votes where target_kind = 'curated'
      union all
      select c.target_ref as ref, 0 as ups, 0 as downs, 1 as comments from comments c where c.target_kind = 'curated' and ${countedComment}
    ) t group by t.ref`.execute(db);
  await sql`update comments set reply_count = (select count(*) from comments r where r.root_id = comments.id and ${countedRows('r', 'replies', beforeModeration)}) where root_id is null`.execute(
    db,
  );
}
