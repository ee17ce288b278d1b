import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('feedback', () => {
  it('stores a message with optional contact for the site owner', async () => {
    const me = await registerUser(t.app, 'feeder');
    const res = await me.post(
      '/api/feedback',
      { message: 'Love the site', contact: 'feeder@example.test' },
      { headers: { 'user-agent': 'test-agent' } },
    );
    expect(res.status).toBe(201);
    expect(res.body.id).toBeTypeOf('number');
    const noContact = await me.post('/api/feedback', { message: 'Another one' });
    expect(noContact.status).toBe(201);
    const rows = await t.database.kysely.selectFrom('feedback').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      message: 'Love the site',
      contact: 'feeder@example.test',
      user_id: me.user!.id,
      user_agent: 'test-agent',
    });
    expect(rows[1]!.contact).toBeNull();
  });

  it('validates message and contact', async () => {
    const me = await registerUser(t.app);
    expect((await me.post('/api/feedback', { message: '' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'message',
    });
    expect((await me.post('/api/feedback', { message: 'm'.repeat(4001) })).body).toMatchObject({ field: 'message' });
    expect((await me.post('/api/feedback', { message: 'ok', contact: 'c'.repeat(201) })).body).toMatchObject({
      field: 'contact',
    });
  });

  it('needs a login', async () => {
    const res = await new Agent(t.app).post('/api/feedback', { message: 'hi' });
    expect(res.status).toBe(401);
  });
});
