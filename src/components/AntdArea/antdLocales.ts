import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@site/src/config/locales';

/** antd's own texts (dialog buttons, empty lists …) in the page language, one chunk per language. */
export const antdLocales: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  it: () => import('antd/es/locale/it_IT'),
  ru: () => import('antd/es/locale/ru_RU'),
  pt: () => import('antd/es/locale/pt_BR'),
  hi: () => import('antd/es/locale/hi_IN'),
  ar: () => import('antd/es/locale/ar_EG'),
  bn: () => import('antd/es/locale/bn_BD'),
};
