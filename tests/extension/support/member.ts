/** A fresh member of the real test server, with a private prompt and an access token. */
import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../src/api/limits';
import { expect } from './extension';

export interface Member {
  username: string;
  password: string;
  /** The access token's secret. */
  token: string;
  /** The title of the member's private prompt. */
  privateTitle: string;
}

const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Registers a member on `site` (the test server by default) through `request`, which keeps its session cookie. */
export async function createMember(
  request: APIRequestContext,
  scope: 'read' | 'write' = 'write',
  site = '',
): Promise<Member> {
  const username = `ext_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'extension-test-password-1';
  const registered = await request.post(`${site}/api/auth/register`, {
    data: { username, email: `${username}@example.test`, password, agreeToTerms: true },
    headers,
  });
  expect(registered.status()).toBe(201);
  const privateTitle = `Private note ${username}`;
  const created = await request.post(`${site}/api/prompts`, {
    data: { title: privateTitle, description: `Only ${username} sees this prompt.`, shared: false },
    headers,
  });
  expect(created.status()).toBe(201);
  const token = await request.post(`${site}/api/tokens`, {
    data: { name: 'PromptDeck extension test', scope, expiresInDays: 30, password },
    headers,
  });
  expect(token.status()).toBe(201);
  return { username, password, token: ((await token.json()) as { secret: string }).secret, privateTitle };
}
