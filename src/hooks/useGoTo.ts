import { useCallback } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { isInLocaleSite } from '@site/src/navigation/redirect';

/** Goes to a path of this site: client-side within the page's locale, a full load into another. */
export function useGoTo(): (path: string) => void {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const { i18n } = useDocusaurusContext();
  return useCallback(
    (path: string) => {
      const others = i18n.locales.filter((locale) => locale !== i18n.currentLocale);
      if (isInLocaleSite(path, baseUrl, others)) history.push(path);
      else window.location.assign(path);
    },
    [history, baseUrl, i18n],
  );
}
