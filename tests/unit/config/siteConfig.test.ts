import { describe, expect, it } from 'vitest';
import type { I18nConfig } from '@docusaurus/types';
import config from '@site/docusaurus.config';
import { readSiteEnv } from '@site/src/config/env';

// The config is written with every i18n field; its declared type makes them optional.
const i18n = config.i18n as I18nConfig;

describe('site config', () => {
  it('has the 13 locales of the spec with zh as default', () => {
    expect(i18n.defaultLocale).toBe('zh');
    expect([...i18n.locales].sort()).toEqual(
      ['ar', 'bn', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'].sort(),
    );
  });

  it('writes Arabic right to left and every other locale left to right', () => {
    for (const locale of i18n.locales) {
      const facts = i18n.localeConfigs[locale];
      expect(facts?.direction, locale).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(facts?.label, locale).toBeTruthy();
      expect(facts?.htmlLang, locale).toMatch(new RegExp(`^${locale}`));
      expect(facts?.path, locale).toBe(locale);
    }
  });

  it('labels each locale in its own language', () => {
    const labels = i18n.localeConfigs;
    expect(labels.zh?.label).toBe('简体中文');
    expect(labels.ar?.label).toBe('العربية');
    expect(labels.bn?.label).toBe('বাংলা');
  });

  it('fails the build on broken links and uses the faster bundler', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.future?.faster).toBe(true);
  });

  it('composes titles as "Page | Site"', () => {
    expect(config.titleDelimiter).toBe('|');
    expect(config.title).toBe('PromptDeck');
  });

  it('loads no analytics without GTAG_ID', () => {
    const hasGtag = (config.plugins ?? []).some(
      (plugin) => Array.isArray(plugin) && plugin[0] === '@docusaurus/plugin-google-gtag',
    );
    expect(hasGtag).toBe(Boolean(process.env.GTAG_ID));
  });

  it('keeps table of contents at levels 2 to 3, light mode by default, and a non-hideable sidebar', () => {
    const theme = config.themeConfig as Record<string, any>;
    expect(theme.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(theme.colorMode.defaultMode).toBe('light');
    expect(theme.colorMode.disableSwitch).toBe(false);
    expect(theme.docs.sidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    expect(theme.navbar.hideOnScroll).toBe(true);
    expect(theme.announcementBar.isCloseable).toBe(true);
  });

  it('offers four course links in the courses dropdown', () => {
    const theme = config.themeConfig as Record<string, any>;
    const courses = theme.navbar.items.find((item: any) => item.type === 'dropdown');
    expect(courses.items).toHaveLength(4);
    for (const item of courses.items) expect(item.href).toMatch(/^https:\/\//);
  });
});

describe('site environment', () => {
  it('has safe defaults', () => {
    expect(readSiteEnv({})).toMatchObject({ SITE_URL: 'http://localhost:3000' });
    expect(readSiteEnv({}).GTAG_ID).toBeUndefined();
  });
  it('accepts a measurement id and treats an empty one as unset', () => {
    expect(readSiteEnv({ GTAG_ID: 'G-ABC123' }).GTAG_ID).toBe('G-ABC123');
    expect(readSiteEnv({ GTAG_ID: '' }).GTAG_ID).toBeUndefined();
  });
  it('names the variable that is invalid', () => {
    expect(() => readSiteEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readSiteEnv({ GTAG_ID: 'my id' })).toThrow(/GTAG_ID/);
  });
});
