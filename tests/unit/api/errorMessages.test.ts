import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@site/src/api/contract';
import { apiErrorMessage, type FailedAction } from '@site/src/api/errorMessages';

const ACTIONS: FailedAction[] = ['submit', 'login', 'register', 'forgotPassword', 'resetPassword', 'changePassword', 'deletePrompt', 'signOut', 'import', 'export'];

describe('apiErrorMessage', () => {
  it('never shows the server message and always answers a sentence', () => {
    for (const code of ERROR_CODES) {
      for (const action of ACTIONS) {
        const message = apiErrorMessage({ code, message: 'SELECT * FROM secrets' }, action);
        expect(message, `${code} during ${action}`).toMatch(/^[A-Z].+\.$/);
        expect(message).not.toContain('SELECT');
      }
    }
  });

  it('gives codes with their own meaning their own message', () => {
    expect(apiErrorMessage({ code: 'USERNAME_TAKEN' }, 'register')).toBe('This username is already taken.');
    expect(apiErrorMessage({ code: 'INVALID_CREDENTIALS' }, 'login')).toBe('The username, email or password is not correct.');
    expect(apiErrorMessage({ code: 'WRONG_PASSWORD' }, 'changePassword')).toBe('The current password is not correct.');
    expect(apiErrorMessage({ code: 'RATE_LIMITED' }, 'login')).toMatch(/Too many attempts/);
    for (const action of ['register', 'resetPassword', 'changePassword'] as const) {
      expect(apiErrorMessage({ code: 'COMMON_PASSWORD' }, action)).toBe('This password is too common and easy to guess. Please choose another one.');
    }
  });

  it('says how long to wait when the server sent Retry-After', () => {
    expect(apiErrorMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 42 }, 'login')).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(apiErrorMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 600 }, 'login')).toBe('Too many attempts. Please try again in 10 minutes.');
  });

  it("falls back to the action's message from the spec for anything else", () => {
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'submit')).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'resetPassword')).toBe('Resetting the password failed, please try again later.');
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'forgotPassword')).toBe('The password reset email could not be sent, please try again later.');
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'changePassword')).toBe('Changing the password failed, please try again later.');
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'deletePrompt')).toBe('Deleting the prompt failed, please try again later.');
    expect(apiErrorMessage(new Error('boom'))).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage(null)).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage({ code: 'SOMETHING_NEW' }, 'login')).toBe('Login failed, please try again later.');
  });

  it('is translated in every locale', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/api/errorMessages.ts'), 'utf8');
    const ids = [...source.matchAll(/id: '(api\.error\.[A-Za-z]+)'/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(15);
    for (const locale of ['zh', 'ja', 'ko', 'es', 'fr', 'de', 'it', 'ru', 'pt', 'hi', 'ar', 'bn']) {
      const messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../../../i18n/${locale}/code.json`), 'utf8'));
      const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n/en/code.json'), 'utf8'));
      for (const id of ids) {
        expect(messages[id]?.message, `${locale} ${id}`).toBeTruthy();
        expect(messages[id].message, `${locale} ${id} is still English`).not.toBe(english[id]?.message);
      }
    }
  });
});
