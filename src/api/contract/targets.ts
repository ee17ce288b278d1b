/** What votes, favorites and comments are about: a curated prompt (by number) or a community prompt (by id). */
import * as z from 'zod';
import { IdParam } from './common';

export const TargetKind = z.enum(['curated', 'community'], { error: 'Kind must be "curated" or "community"' });
export type TargetKind = z.infer<typeof TargetKind>;

export const TargetParams = z.object({ kind: TargetKind, ref: IdParam });
export type TargetParams = z.input<typeof TargetParams>;
