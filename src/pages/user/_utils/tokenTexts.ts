/**
 * Words about access tokens that my space's tokens section and the extension's Connect page both
 * show: what a scope allows, and copying a new token's secret.
 */
import { translate } from '@docusaurus/Translate';
import type { TokenScope } from '@site/src/api/contract';

export const scopeText = (scope: TokenScope) =>
  scope === 'read'
    ? translate({
        id: 'account.tokens.scopeRead',
        message: 'Read only',
        description: 'Access of a token that can only read (list, search, export)',
      })
    : translate({
        id: 'account.tokens.scopeWrite',
        message: 'Read and write',
        description: 'Access of a token that can also create, change and delete',
      });

export const copyTokenText = () =>
  translate({ id: 'account.tokens.copy', message: 'Copy token', description: 'Copies the new token' });

export const tokenCopiedText = () =>
  translate({ id: 'account.tokens.copied', message: 'Token copied.', description: 'The new token was copied' });

export const tokenCopyFailedText = () =>
  translate({
    id: 'account.tokens.copyFailed',
    message: 'Copying failed. Select the token and copy it yourself.',
    description: 'The browser refused to copy the new token',
  });
