/**
 * The lists of scripts/lib/apiTestFiles.mjs name real files (a renamed test would otherwise drop
 * out of the PostgreSQL run or into the parallel one unnoticed), and vitest.config.ts runs the
 * serial files alone, in a project of their own, and nowhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_API_FILES, SERIAL_API_FILES } from '../../../scripts/lib/apiTestFiles.mjs';
import config from '../../../vitest.config';

const root = path.resolve(__dirname, '../../..');

type Project = { test: { name: string; include?: string[]; exclude?: string[]; fileParallelism?: boolean } };
const projects = (config as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((candidate) => candidate.test.name === name)!.test;

describe('API test file lists', () => {
  it.each([...SERIAL_API_FILES, ...POSTGRES_API_FILES])('%s exists', (file) => {
    const stat = fs.statSync(path.join(root, file));
    expect(file.endsWith('/') ? stat.isDirectory() : stat.isFile()).toBe(true);
  });

  it('runs the serial files alone, and only in the serial project', () => {
    expect(project('api-serial').include).toEqual(SERIAL_API_FILES);
    expect(project('api-serial').fileParallelism).toBe(false);
    expect(project('api').exclude).toEqual(expect.arrayContaining(SERIAL_API_FILES));
    expect(project('api').fileParallelism).not.toBe(false);
  });
});
