// Test stand-in for @docusaurus/useDocusaurusContext; a test picks the page locale with setPageLocale().
const labels: Record<string, string> = { zh: '简体中文', en: 'English', de: 'Deutsch', it: 'Italiano', ar: 'العربية' };
let currentLocale = 'en';

export function setPageLocale(locale: string) {
  currentLocale = locale;
}

export default function useDocusaurusContext() {
  return {
    i18n: {
      currentLocale,
      defaultLocale: 'zh',
      locales: Object.keys(labels),
      localeConfigs: Object.fromEntries(
        Object.entries(labels).map(([locale, label]) => [
          locale,
          { label, htmlLang: locale, direction: locale === 'ar' ? 'rtl' : 'ltr' },
        ]),
      ),
    },
    siteConfig: { title: 'PromptDeck' },
  };
}
