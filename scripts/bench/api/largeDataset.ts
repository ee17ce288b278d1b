/**
 * The large bench dataset (issue 9), the same rows on SQLite and PostgreSQL:
 *   - 10,000 users (user 1 is `bench`, with a real password hash so the bench can sign in;
 *     the others have a dummy hash and never log in),
 *   - 100,000 shared community prompts (plus 10,000 private ones the listing must skip), titles
 *     and texts from word lists, about one in ten in Chinese, created over two years,
 *   - 1,000,000 votes, unique per user and target, on community prompts and curated 1..PROMPT_COUNT,
 *     skewed so a few prompts are popular,
 *   - 100,000 comments, 30 % of them replies (parent_id and root_id consistent).
 * Rows are generated in JavaScript from a seeded generator, then loaded in bulk after the real
 * migrations: SQLite through prepared statements in one transaction (better-sqlite3), PostgreSQL
 * through `insert … select from unnest($arrays)` in batches. Counters come from
 * recomputeAllCounters; the search index is filled as the migrations keep it (see `searchIndex`).
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { Argon2Hasher } from '../../../server/auth/passwords';
import { recomputeAllCounters } from '../../../server/setup/recount';
import { migrateToLatest } from '../../../server/setup/migrations';
import { foldSqlText } from '../../../server/search/fold';
import type { Database } from '../../../server/db/schema';
import { PROMPT_COUNT } from '../../../src/prompts/count';

export const BENCH_LOGIN = { username: 'bench', password: 'bench-password-for-load-tests' } as const;

export const SIZES = {
  users: 10_000,
  sharedPrompts: 100_000,
  privatePrompts: 10_000,
  votes: 1_000_000,
  comments: 100_000,
};

/** A word planted in about 1 % of the prompts (the search-hit case) and one in none. */
export const SEARCH_HIT = 'kubernetes';
export const SEARCH_MISS = 'zqxwvj';
export const SEARCH_ZH = '学习';
/** Two letters in no prompt: too short for the trigram index, so a search reads every shared prompt. */
export const SEARCH_SHORT_MISS = 'zq';

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 100 topics: each prompt has one, so each topic word is in about 1 % of the English prompts.
const TOPICS = (
  'kubernetes,postgres,react hooks,sourdough bread,marathon training,tax return,wedding speech,job interview,cover letter,python decorators,' +
  'rust lifetimes,machine learning,climate policy,ancient rome,quantum computing,photosynthesis,stock options,home budget,garden design,dog training,' +
  'vegan recipes,french grammar,spanish verbs,japanese kanji,guitar chords,jazz harmony,watercolor painting,portrait photography,video editing,podcast launch,' +
  'startup pitch,product roadmap,user interviews,sql indexes,docker compose,git rebase,unit testing,api design,css grid,typescript generics,' +
  'linear algebra,calculus limits,probability puzzles,chess openings,poker odds,board games,travel itinerary,camping gear,hiking trails,bird watching,' +
  'sleep hygiene,meditation,strength training,nutrition labels,meal prep,coffee brewing,wine pairing,cocktail menu,birthday party,baby names,' +
  'college essay,research paper,literature review,grant proposal,lab report,thesis defense,conference talk,slide deck,press release,newsletter,' +
  'social media,seo audit,email campaign,customer support,refund request,complaint letter,negotiation,salary raise,performance review,team retrospective,' +
  'incident postmortem,security audit,password policy,gdpr compliance,contract clause,lease agreement,small claims,immigration forms,insurance claim,car repair,' +
  'bike maintenance,solar panels,home insulation,plumbing leak,electric wiring,smart home,3d printing,arduino project,raspberry pi,drone flying'
).split(',');

const VERBS = [
  'Write',
  'Explain',
  'Summarize',
  'Plan',
  'Review',
  'Improve',
  'Draft',
  'Outline',
  'Compare',
  'Teach me',
  'Brainstorm',
  'Critique',
  'Translate',
  'Simplify',
  'Check',
];
const SHAPES = [
  'step by step',
  'for beginners',
  'in five bullet points',
  'as a table',
  'with examples',
  'like a senior expert',
  'in plain English',
  'for a busy manager',
  'with a checklist',
  'in under 200 words',
];
const ROLES = [
  'Writing assistant',
  'Developer helper',
  'Tutor',
  'Coach',
  'Travel guide',
  'Reviewer',
  'Language teacher',
  'Analyst',
  'Editor',
  'Planner',
];
const SENTENCES = [
  'Act as an experienced {role} and help me with {topic}.',
  'Ask me one clarifying question before you start.',
  'Explain every term a newcomer would not know.',
  'Give three concrete examples and one counterexample.',
  'Keep the tone friendly, direct and free of jargon.',
  'End with a short summary and the next action I should take.',
  'Point out common mistakes people make with {topic}.',
  'Use headings, short paragraphs and a final checklist.',
  'If something is uncertain, say so and suggest how to verify it.',
  'Compare two approaches to {topic} and recommend one with reasons.',
  'Here is my draft: {{draft}}. Rewrite it so it is clearer.',
  'My level is {{level}} and I have {{minutes}} minutes a day.',
];
const ZH_TOPICS = [
  '英语口语',
  '数据分析',
  '前端开发',
  '考研复习',
  '时间管理',
  '小红书文案',
  '产品经理',
  '健身计划',
  '家庭理财',
  '论文写作',
  '面试准备',
  '旅行攻略',
];
const ZH_SENTENCES = [
  '请你扮演一位资深的{role},帮助我{topic}。',
  '先问我一个问题,了解我的水平,再给出建议。',
  '请制定一个为期四周的学习计划,每周列出重点。',
  '用简洁的语言解释关键概念,并给出三个例子。',
  '指出初学者最常见的错误,以及如何避免。',
  '最后用表格总结要点,并给出下一步行动。',
  '我的基础是{{level}},每天可以投入{{minutes}}分钟。',
  '请推荐一些适合自学的资料和练习方法。',
];
const ZH_ROLES = ['老师', '教练', '顾问', '编辑', '工程师'];

export interface Dataset {
  users: { id: number; username: string; email: string; password_hash: string; created_at: string }[];
  prompts: {
    id: number;
    user_id: number;
    title: string;
    description: string;
    remark: string;
    shared: number;
    created_at: string;
  }[];
  votes: {
    user_id: number;
    target_kind: 'community' | 'curated';
    target_ref: number;
    value: number;
    created_at: string;
  }[];
  comments: {
    id: number;
    target_kind: 'community' | 'curated';
    target_ref: number;
    user_id: number;
    parent_id: number | null;
    root_id: number | null;
    text: string;
    created_at: string;
    deleted_at: string | null;
  }[];
}

const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

export async function generateDataset(seed = 9): Promise<Dataset> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const end = Date.UTC(2025, 10, 1);
  const start = end - TWO_YEARS_MS;
  const iso = (t: number) => new Date(t).toISOString();

  const benchHash = await new Argon2Hasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 }).hash(
    BENCH_LOGIN.password,
  );
  const users: Dataset['users'] = [];
  for (let id = 1; id <= SIZES.users; id += 1) {
    const username =
      id === 1
        ? BENCH_LOGIN.username
        : `${pick(['ada', 'lin', 'mo', 'kai', 'zoe', 'raj', 'yuki', 'ana', 'li', 'sam'])}${id}`;
    users.push({
      id,
      username,
      email: `${username}@bench.local`,
      password_hash: id === 1 ? benchHash : 'bench-dummy-hash-never-logs-in',
      created_at: iso(start + random() * 1e9),
    });
  }

  // Prompts in id order over two years; every eleventh is private. Prolific authors are few.
  const total = SIZES.sharedPrompts + SIZES.privatePrompts;
  const prompts: Dataset['prompts'] = [];
  const shared: number[] = [];
  for (let id = 1; id <= total; id += 1) {
    const chinese = random() < 0.1;
    const fill = (text: string, role: string, topic: string) => text.replace('{role}', role).replace('{topic}', topic);
    let title: string;
    let description: string;
    let remark: string;
    if (chinese) {
      const topic = pick(ZH_TOPICS);
      const role = pick(ZH_ROLES);
      title = `${topic}${pick(['助手', '计划', '指南', '练习', '学习法', '模板'])}`;
      description = Array.from({ length: 3 + Math.floor(random() * 4) }, () =>
        fill(pick(ZH_SENTENCES), role, topic),
      ).join('');
      remark = role;
    } else {
      const topic = TOPICS[Math.floor(random() * TOPICS.length)]!;
      const role = pick(ROLES);
      title = `${pick(VERBS)} ${topic} ${pick(SHAPES)}`;
      description = [
        fill(SENTENCES[0]!, role.toLowerCase(), topic),
        ...Array.from({ length: 3 + Math.floor(random() * 5) }, () => fill(pick(SENTENCES), role.toLowerCase(), topic)),
      ].join(' ');
      remark = role;
    }
    const isShared = id % 11 !== 0 ? 1 : 0;
    if (isShared) shared.push(id);
    const created = start + ((id - 1 + random()) / total) * TWO_YEARS_MS;
    prompts.push({
      id,
      user_id: 1 + Math.floor(SIZES.users * random() ** 2),
      title,
      description,
      remark,
      shared: isShared,
      created_at: iso(created),
    });
  }

  // Popularity: a shuffled order of the shared prompts, drawn with r³ so the first few hundred get most votes.
  const popular = shared.slice();
  for (let i = popular.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [popular[i], popular[j]] = [popular[j]!, popular[i]!];
  }
  const votes: Dataset['votes'] = [];
  const perUser = SIZES.votes / SIZES.users;
  for (let user = 1; user <= SIZES.users; user += 1) {
    const seen = new Set<number>();
    while (seen.size < perUser) {
      let kind: 'community' | 'curated';
      let ref: number;
      if (user === 1) {
        // The bench user voted on the newest shared prompts: the signed-in first page shows its votes.
        kind = 'community';
        ref = shared[shared.length - 1 - seen.size]!;
      } else if (random() < 0.15) {
        kind = 'curated';
        ref = 1 + Math.floor(PROMPT_COUNT * random() ** 2);
      } else {
        kind = 'community';
        ref = popular[Math.floor(popular.length * random() ** 3)]!;
      }
      const key = kind === 'curated' ? -ref : ref;
      if (seen.has(key)) continue;
      seen.add(key);
      votes.push({
        user_id: user,
        target_kind: kind,
        target_ref: ref,
        value: random() < 0.78 ? 1 : -1,
        created_at: iso(end - random() * TWO_YEARS_MS),
      });
    }
  }

  // Comments in id order over two years; a reply joins one of the 2,000 most recent threads.
  const comments: Dataset['comments'] = [];
  const roots: { id: number; kind: 'community' | 'curated'; ref: number; last: number }[] = [];
  for (let id = 1; id <= SIZES.comments; id += 1) {
    const created = iso(start + ((id - 1 + random()) / SIZES.comments) * TWO_YEARS_MS);
    const user = 1 + Math.floor(SIZES.users * random());
    const deleted = random() < 0.02 ? created : null;
    if (roots.length > 0 && random() < 0.3) {
      const root = roots[roots.length - 1 - Math.floor(random() * Math.min(2000, roots.length))]!;
      const parent = random() < 0.5 ? root.id : root.last;
      comments.push({
        id,
        target_kind: root.kind,
        target_ref: root.ref,
        user_id: user,
        parent_id: parent,
        root_id: root.id,
        text: `Reply ${id}: ${pick(SENTENCES).replace('{role}', 'reader').replace('{topic}', 'this')}`,
        created_at: created,
        deleted_at: deleted,
      });
      root.last = id;
    } else {
      const curated = random() < 0.2;
      const ref = curated
        ? 1 + Math.floor(PROMPT_COUNT * random() ** 2)
        : popular[Math.floor(popular.length * random() ** 2)]!;
      const kind = curated ? 'curated' : 'community';
      comments.push({
        id,
        target_kind: kind,
        target_ref: ref,
        user_id: user,
        parent_id: null,
        root_id: null,
        text: `Comment ${id}: this prompt works well for ${pick(TOPICS)}.`,
        created_at: created,
        deleted_at: deleted,
      });
      roots.push({ id, kind, ref, last: id });
    }
  }
  return { users, prompts, votes, comments };
}

export type SearchIndexLoad = 'trigger' | 'rebuild';

export interface LoadTimings {
  /** Schema, rows, search index and counters, in seconds. */
  migrate: number;
  rows: number;
  counters: number;
  total: number;
  /** Seconds per step of the row load. */
  steps?: Record<string, number>;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/**
 * Loads the dataset into a new SQLite file. `searchIndex`:
 *   - 'trigger': the migration's insert trigger fills prompts_fts row by row;
 *   - 'rebuild': the trigger's own SQL is saved, the trigger dropped, prompts_fts filled with one
 *     insert … select (the statement of the migration), then the trigger recreated from the saved SQL.
 */
export async function loadSqlite(
  file: string,
  data: Dataset,
  searchIndex: SearchIndexLoad = 'rebuild',
): Promise<LoadTimings> {
  const t0 = performance.now();
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  await migrateToLatest(db, 'sqlite');
  const migrate = seconds(t0);
  const t1 = performance.now();
  // A bulk load into a new file: no journal, a cache large enough for the indexes being filled.
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -1000000');
  const triggerSql =
    searchIndex === 'rebuild'
      ? (raw
          .prepare(`select sql from sqlite_master where type = 'trigger' and name = 'prompts_fts_insert'`)
          .pluck()
          .get() as string)
      : undefined;
  const steps: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    steps[name] = Math.round((performance.now() - mark) / 100) / 10;
    mark = performance.now();
  };
  raw.transaction(() => {
    if (triggerSql) raw.exec('drop trigger prompts_fts_insert');
    const user = raw.prepare(
      'insert into users (id, username, username_lower, email, password_hash, terms_accepted_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const u of data.users)
      user.run(
        u.id,
        u.username,
        u.username.toLowerCase(),
        u.email,
        u.password_hash,
        u.created_at,
        u.created_at,
        u.created_at,
      );
    step('users');
    const prompt = raw.prepare(
      'insert into prompts (id, user_id, title, description, remark, notes, shared, created_at, updated_at) values (?, ?, ?, ?, ?, null, ?, ?, ?)',
    );
    for (const p of data.prompts)
      prompt.run(p.id, p.user_id, p.title, p.description, p.remark, p.shared, p.created_at, p.created_at);
    step('prompts');
    const vote = raw.prepare(
      'insert into votes (user_id, target_kind, target_ref, value, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    for (const v of data.votes) vote.run(v.user_id, v.target_kind, v.target_ref, v.value, v.created_at, v.created_at);
    step('votes');
    const comment = raw.prepare(
      'insert into comments (id, target_kind, target_ref, user_id, parent_id, root_id, text, created_at, deleted_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const c of data.comments)
      comment.run(
        c.id,
        c.target_kind,
        c.target_ref,
        c.user_id,
        c.parent_id,
        c.root_id,
        c.text,
        c.created_at,
        c.deleted_at,
      );
    step('comments');
    if (triggerSql) {
      // Folded as the trigger folds (server/search/fold.ts).
      const f = (expression: string) => foldSqlText('sqlite', expression);
      raw.exec(`insert into prompts_fts (rowid, title, description, remark, author)
        select p.id, ${f('p.title')}, ${f('p.description')}, ${f("coalesce(p.remark, '')")}, ${f('u.username')}
        from prompts p join users u on u.id = p.user_id`);
      raw.exec(triggerSql);
      step('search index');
    }
  })();
  step('commit');
  const rows = seconds(t1);
  const t2 = performance.now();
  await recomputeAllCounters(db);
  raw.pragma('cache_size = -2000');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('journal_mode = WAL');
  const counters = seconds(t2);
  await db.destroy();
  return { migrate, rows, counters, total: seconds(t0), steps };
}

/**
 * Loads the dataset into an empty PostgreSQL database. `searchIndex`:
 *   - 'trigger': the pg_trgm GIN index is updated row by row as prompts arrive;
 *   - 'rebuild': its definition (pg_indexes) is saved, the index dropped, the rows loaded, and the
 *     index created again from the saved definition. The search_text trigger runs either way.
 */
export async function loadPostgres(
  url: string,
  data: Dataset,
  searchIndex: SearchIndexLoad = 'rebuild',
): Promise<LoadTimings> {
  const t0 = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db, 'postgres');
  const migrate = seconds(t0);
  const t1 = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    let indexDef: string | undefined;
    if (searchIndex === 'rebuild') {
      indexDef = (
        await client.query<{ indexdef: string }>(
          `select indexdef from pg_indexes where indexname = 'prompts_search_trgm_idx'`,
        )
      ).rows[0]?.indexdef;
      if (indexDef) await client.query('drop index prompts_search_trgm_idx');
    }
    const batch = async <T>(rows: T[], size: number, text: string, columns: ((row: T) => unknown)[]) => {
      for (let i = 0; i < rows.length; i += size) {
        const slice = rows.slice(i, i + size);
        await client.query(
          text,
          columns.map((column) => slice.map(column)),
        );
      }
    };
    await batch(
      data.users,
      10_000,
      `insert into users (id, username, username_lower, email, password_hash, terms_accepted_at, created_at, updated_at) overriding system value
       select id, username, lower(username), email, password_hash, created_at, created_at, created_at
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(id, username, email, password_hash, created_at)`,
      [(u) => u.id, (u) => u.username, (u) => u.email, (u) => u.password_hash, (u) => u.created_at],
    );
    await batch(
      data.prompts,
      10_000,
      `insert into prompts (id, user_id, title, description, remark, notes, shared, created_at, updated_at) overriding system value
       select id, user_id, title, description, remark, null, shared, created_at, created_at
       from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) as t(id, user_id, title, description, remark, shared, created_at)`,
      [
        (p) => p.id,
        (p) => p.user_id,
        (p) => p.title,
        (p) => p.description,
        (p) => p.remark,
        (p) => p.shared,
        (p) => p.created_at,
      ],
    );
    await batch(
      data.votes,
      50_000,
      `insert into votes (user_id, target_kind, target_ref, value, created_at, updated_at)
       select user_id, target_kind, target_ref, value, created_at, created_at
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::text[]) as t(user_id, target_kind, target_ref, value, created_at)`,
      [(v) => v.user_id, (v) => v.target_kind, (v) => v.target_ref, (v) => v.value, (v) => v.created_at],
    );
    await batch(
      data.comments,
      20_000,
      `insert into comments (id, target_kind, target_ref, user_id, parent_id, root_id, text, created_at, deleted_at) overriding system value
       select id, target_kind, target_ref, user_id, parent_id, root_id, text, created_at, deleted_at
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[]) as t(id, target_kind, target_ref, user_id, parent_id, root_id, text, created_at, deleted_at)`,
      [
        (c) => c.id,
        (c) => c.target_kind,
        (c) => c.target_ref,
        (c) => c.user_id,
        (c) => c.parent_id,
        (c) => c.root_id,
        (c) => c.text,
        (c) => c.created_at,
        (c) => c.deleted_at,
      ],
    );
    for (const table of ['users', 'prompts', 'comments']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    if (indexDef) await client.query(indexDef);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const rows = seconds(t1);
  const t2 = performance.now();
  await recomputeAllCounters(db);
  // What autovacuum would soon do on a live database: statistics and the visibility map.
  await sql`vacuum analyze`.execute(db);
  const counters = seconds(t2);
  await db.destroy();
  return { migrate, rows, counters, total: seconds(t0) };
}
