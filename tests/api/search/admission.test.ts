/** The admission in front of expensive searches: a bounded number run, a bounded number wait, the rest are refused at once. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { Admission } from '../../../server/search/admission';

/** A task that runs until released. */
function held<T>(value: T) {
  let release!: () => void;
  let fail!: (error: Error) => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<T>((resolve, reject) => {
      release = () => resolve(value);
      fail = reject;
    });
  };
  return { task, release: () => release(), fail: (error: Error) => fail(error), started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Admission', () => {
  it('refuses the (N+M+1)-th concurrent caller at once with 503 and Retry-After', async () => {
    const admission = new Admission(2, 3);
    const tasks = Array.from({ length: 5 }, (_, i) => held(i));
    const runs = tasks.map((t) => admission.run(t.task));
    await settle();
    expect([admission.running, admission.waiting]).toEqual([2, 3]);
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false, false]);

    let ran = false;
    const refused = await admission
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect(Number((refused as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
    expect(ran).toBe(false);

    for (const t of tasks) {
      await settle();
      t.release();
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect([admission.running, admission.waiting]).toEqual([0, 0]);
  });

  it('runs a waiter when a slot frees, in arrival order', async () => {
    const admission = new Admission(1, 2);
    const first = held('first');
    const second = held('second');
    const third = held('third');
    const runs = [admission.run(first.task), admission.run(second.task), admission.run(third.task)];
    await settle();
    expect([first.started(), second.started(), third.started()]).toEqual([true, false, false]);
    first.release();
    await settle();
    expect([second.started(), third.started()]).toEqual([true, false]);
    // A newcomer queues behind the waiter instead of taking the freed slot.
    const fourth = held('fourth');
    const late = admission.run(fourth.task);
    second.release();
    await settle();
    expect([third.started(), fourth.started()]).toEqual([true, false]);
    third.release();
    await settle();
    fourth.release();
    expect(await Promise.all([...runs, late])).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('frees the slot when a task fails', async () => {
    const admission = new Admission(1, 0);
    const failing = held(0);
    const run = admission.run(failing.task);
    await settle();
    await expect(admission.run(async () => 'refused')).rejects.toMatchObject({ statusCode: 503 });
    failing.fail(new Error('boom'));
    await expect(run).rejects.toThrow('boom');
    expect(admission.running).toBe(0);
    expect(await admission.run(async () => 'next')).toBe('next');
  });
});
