/** What every console route shares: its tag, its error answers, and who is acting. */
import type { FastifyRequest } from 'fastify';
import { ApiErrorBody } from '../../../src/api/contract';
import { requireModerator } from '../../auth/roles';
import type { Moderator } from '../../repositories/moderation';

export const tags = ['admin'];
export const errorResponses = { '4xx': ApiErrorBody };

/** The moderator or admin making a console request (everyone else: 404, as requireModerator says). */
export function consoleActor(request: FastifyRequest): Moderator {
  const user = requireModerator(request);
  return { id: user.id, username: user.username, role: user.role };
}
