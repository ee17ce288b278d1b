/**
 * Field rules of the account forms (username, email, password, agreement) for antd, with the page language's
 * messages. The limits are the contract's, so the form never accepts what the
 * server would refuse.
 */
import { translate } from '@docusaurus/Translate';
import type { FormInstance, FormRule } from 'antd';
import { LIMITS, USERNAME_PATTERN } from '@site/src/api/limits';
import { formatCount, pageLocale, selectPlural } from '@site/src/i18n/plural';
import { atMost, required } from '@site/src/utils/textRules';

/** "At most 120 characters.", the noun inflected for the limit. */
const tooLongMessage = (max: number, locale = pageLocale()) =>
  selectPlural(
    locale,
    max,
    translate(
      {
        id: 'account.rule.tooLong',
        message: 'At most {max} character.|At most {max} characters.',
        description: 'A field is too long; {max} = the limit. Plural forms separated by |',
      },
      { max: formatCount(locale, max) },
    ),
  );

/** "A username has 3 to 32 characters.": the noun agrees with the upper bound. */
const lengthMessage = (field: 'username' | 'password', min: number, max: number, locale = pageLocale()) => {
  const values = { min: formatCount(locale, min), max: formatCount(locale, max) };
  return selectPlural(
    locale,
    max,
    field === 'username'
      ? translate(
          {
            id: 'account.rule.usernameLength',
            message: 'A username has {min} to {max} character.|A username has {min} to {max} characters.',
            description:
              'Username too short or too long; the form follows {max}, the upper bound. Plural forms separated by |',
          },
          values,
        )
      : translate(
          {
            id: 'account.rule.passwordLength',
            message: 'A password has {min} to {max} character.|A password has {min} to {max} characters.',
            description:
              'New password too short or too long; the form follows {max}, the upper bound. Plural forms separated by |',
          },
          values,
        ),
  );
};

export const tooLong = (max: number): FormRule => atMost(max, tooLongMessage(max));

export const rules = {
  login: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.loginRequired',
        message: 'Please enter your username or registered email.',
        description: 'Login field left empty',
      }),
    ),
  ],
  password: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.passwordRequired',
        message: 'Please enter your password.',
        description: 'Password field left empty',
      }),
    ),
  ],
  currentPassword: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.currentPasswordRequired',
        message: 'Please enter your current password.',
        description: 'Current password left empty',
      }),
    ),
  ],
  username: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.usernameRequired',
        message: 'Please choose a username.',
        description: 'Username left empty',
      }),
    ),
    {
      min: LIMITS.USERNAME_MIN,
      max: LIMITS.USERNAME_MAX,
      message: lengthMessage('username', LIMITS.USERNAME_MIN, LIMITS.USERNAME_MAX),
    },
    {
      pattern: USERNAME_PATTERN,
      message: translate({
        id: 'account.rule.usernamePattern',
        message: 'Use only letters, digits, “_” and “-”.',
        description: 'Username has other characters',
      }),
    },
  ],
  email: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.emailRequired',
        message: 'Please enter your email.',
        description: 'Email left empty',
      }),
    ),
    {
      type: 'email',
      message: translate({
        id: 'account.rule.emailInvalid',
        message: 'This is not a valid email address.',
        description: 'Email malformed',
      }),
    },
    {
      max: LIMITS.EMAIL_MAX,
      message: tooLongMessage(LIMITS.EMAIL_MAX),
    },
  ],
  resetCode: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.codeRequired',
        message: 'Please enter the reset code from the email.',
        description: 'Reset code left empty',
      }),
    ),
  ],
  newPassword: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.newPasswordRequired',
        message: 'Please enter a new password.',
        description: 'New password left empty',
      }),
    ),
    {
      validator: (_rule, value: unknown) => {
        const length = typeof value === 'string' ? Array.from(value).length : 0;
        if (!length || (length >= LIMITS.PASSWORD_MIN && length <= LIMITS.PASSWORD_MAX)) return Promise.resolve();
        return Promise.reject(new Error(lengthMessage('password', LIMITS.PASSWORD_MIN, LIMITS.PASSWORD_MAX)));
      },
    },
  ],
  /** The confirmation must equal the field `of`. */
  confirmPassword: (of: string) => (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.confirmRequired',
        message: 'Please confirm the new password.',
        description: 'Password confirmation left empty',
      }),
    ),
    ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue(of)
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                translate({
                  id: 'account.rule.passwordsDiffer',
                  message: 'The two passwords do not match.',
                  description: 'Confirmation differs from the new password',
                }),
              ),
            ),
    }),
  ],
  agreeToTerms: (): FormRule[] => [
    {
      validator: (_rule, value: unknown) =>
        value === true
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                translate({
                  id: 'account.rule.agreeRequired',
                  message: 'Please agree to the terms of service and the privacy policy.',
                  description: 'Register without ticking the agreement',
                }),
              ),
            ),
    },
  ],
  promptTitle: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.titleRequired',
        message: 'Please enter a title.',
        description: 'Prompt title left empty',
      }),
    ),
    tooLong(LIMITS.PROMPT_TITLE_MAX),
  ],
  promptText: (): FormRule[] => [
    required(
      translate({
        id: 'account.rule.promptTextRequired',
        message: 'Please enter the prompt text.',
        description: 'Prompt text left empty',
      }),
    ),
    tooLong(LIMITS.PROMPT_DESCRIPTION_MAX),
  ],
  promptRemark: (): FormRule[] => [tooLong(LIMITS.PROMPT_REMARK_MAX)],
  promptNotes: (): FormRule[] => [tooLong(LIMITS.PROMPT_NOTES_MAX)],
};
