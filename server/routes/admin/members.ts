/**
 * Members in the console: find by username or email prefix, one member's counts and activity,
 * end all their sessions (moderators); grant or revoke moderator and delete an account (admins).
 * Who may act on whom: mayActOn (src/api/permissions.ts), enforced by assertMayActOn
 * (repositories/moderation.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteMemberBody,
  MemberListResponse,
  MemberParams,
  MemberQuery,
  MemberResponse,
  ModerationNoteBody,
  OkResponse,
  RoleBody,
  SuspendBody,
} from '../../../src/api/contract';
import { deleteMemberAccount } from '../../auth/accounts';
import { revokeAccess } from '../../auth/revokeAccess';
import type { Db } from '../../db';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { endMemberSessions, memberDetail, searchMembers, setMemberRole } from '../../repositories/console/members';
import { liftSuspension, suspendMember } from '../../repositories/moderation';
import { consoleActor, errorResponses, tags } from './common';

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.kysely;
  const now = () => deps.clock.now();
  const detail = async (id: number) => ({ member: await memberDetail(db, id, now()) });

  app.get(
    '',
    {
      config: { policy: { session: 'required', role: 'moderator', token: 'hidden' } },
      schema: {
        tags,
        summary: 'Find members by username or email prefix; newest accounts first without text (moderators)',
        querystring: MemberQuery,
        response: { 200: MemberListResponse, ...errorResponses },
      },
    },
    async (request) =>
      searchMembers(db, deps.database.dialect, { ...request.query, q: request.query.q || undefined }, now()),
  );

  app.get(
    '/:id',
    {
      config: { policy: { session: 'required', role: 'moderator', token: 'hidden' } },
      schema: {
        tags,
        summary: 'One member with their counts and latest activity (moderators)',
        params: MemberParams,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.post(
    '/:id/suspend',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      bodyLimit: BODY_LIMITS.moderation,
      schema: {
        tags,
        summary:
          'Suspend a member for 1 day, 7 days or until lifted, with a note to them (moderators; a moderator only by an admin)',
        params: MemberParams,
        body: SuspendBody,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await suspendMember(deps.database, id, request.body, consoleActor(request), now());
      return detail(id);
    },
  );

  app.post(
    '/:id/lift',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      bodyLimit: BODY_LIMITS.moderation,
      schema: {
        tags,
        summary: "End a member's suspension now (moderators; a moderator only by an admin)",
        params: MemberParams,
        body: ModerationNoteBody,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await liftSuspension(deps.database, id, request.body.note, consoleActor(request), now());
      return detail(id);
    },
  );

  app.post(
    '/:id/end-sessions',
    {
      config: {
        policy: {
          session: 'required',
          role: 'moderator',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'keeps',
        },
      },
      bodyLimit: BODY_LIMITS.moderation,
      schema: {
        tags,
        summary: 'Sign a member out everywhere (moderators; a moderator only by an admin; never an admin)',
        params: MemberParams,
        body: ModerationNoteBody,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const revoke = (trx: Db) => revokeAccess(trx, id, 'staff-sign-out');
      await endMemberSessions(
        deps.database,
        consoleActor(request),
        id,
        request.body.note ?? null,
        now().toISOString(),
        revoke,
      );
      return detail(id);
    },
  );

  app.put(
    '/:id/role',
    {
      config: {
        policy: {
          session: 'required',
          role: 'admin',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'keeps',
        },
      },
      schema: {
        tags,
        summary: 'Grant or revoke moderator (admins; admins themselves come from ADMIN_USERNAMES)',
        params: MemberParams,
        body: RoleBody,
        response: { 200: MemberResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setMemberRole(deps.database, consoleActor(request), id, request.body.role, now().toISOString());
      return detail(id);
    },
  );

  app.delete(
    '/:id',
    {
      config: {
        policy: {
          session: 'required',
          role: 'admin',
          token: 'hidden',
          whenSuspended: 'refused',
          publicAnswers: 'clears',
        },
      },
      bodyLimit: BODY_LIMITS.moderation,
      schema: {
        tags,
        summary: "Delete a member's account as they could themselves (admins, with their own password)",
        params: MemberParams,
        body: DeleteMemberBody,
        response: { 200: OkResponse, ...errorResponses },
      },
      // Guesses at the admin's password are limited as for a change of password.
      preHandler: [
        app.limiter('changePasswordAccount', (request) => (request.user ? String(request.user.id) : undefined)),
      ],
    },
    async (request) => {
      await deleteMemberAccount(deps, consoleActor(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );
};

export default memberRoutes;
