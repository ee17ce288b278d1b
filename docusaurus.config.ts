import type { Config, Plugin, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { DEFAULT_LOCALE, LOCALES, LOCALE_FACTS } from './src/config/locales';
import { readSiteEnv } from './src/config/env';
import { COURSE_LINKS, SOCIAL_LINKS, AI_TOOLS_DIRECTORY_URL } from './src/config/links';
import promptLibraryPlugin from './src/plugins/prompt-library';
import catalogPlugin from './src/plugins/catalog';
import prismOnDemandPlugin from './src/plugins/prism-on-demand';
import communityQrPlugin from './src/plugins/community-qr';
import splitStringsPlugin from './src/plugins/split-strings';
import antdUnusedTooltipsPlugin from './src/plugins/antd-unused-tooltips';
import sharedChunksPlugin from './src/plugins/shared-chunks';
import stripDescriptionsPlugin from './src/plugins/strip-descriptions';
import { RESET_LINK_HEAD_SCRIPT } from './src/components/account/ResetPasswordForm/resetLink';

const env = readSiteEnv();

/**
 * Takes the reset link's email and code out of the address bar. Its head tags come before
 * those of the plugins listed after it, so it runs before gtag's `config` sends the address.
 */
function resetLinkGuardPlugin(): Plugin {
  return {
    name: 'reset-link-guard',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'script', innerHTML: RESET_LINK_HEAD_SCRIPT }] }),
  };
}

const config: Config = {
  title: 'PromptDeck',
  tagline: 'Prompts that work, in your language',
  favicon: 'img/favicon.svg',
  url: env.SITE_URL,
  baseUrl: '/',
  titleDelimiter: '|',
  noIndex: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'mdx',
    hooks: { onBrokenMarkdownLinks: 'warn' },
    // Docs pin heading anchors with `## Title {#id}` so every translation keeps the same links.
    mdx1Compat: { headingIds: true },
  },
  future: {
    v4: true,
    faster: true,
  },
  customFields: {
    siteVersion: '3.2.1',
  },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: Object.fromEntries(Object.entries(LOCALE_FACTS).map(([locale, facts]) => [locale, { ...facts }])),
  },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: env.EDIT_URL,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          showLastUpdateAuthor: false,
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // The console answers as a missing page to everyone but moderators: nothing lists it.
          ignorePatterns: ['/admin', '/*/admin'],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Docusaurus types a plugin's content as unknown; ours are the validated catalogue and the ids per file.
    promptLibraryPlugin as PluginConfig,
    // /catalog/<locale>.json and .csv, from the prompts the library plugin validated.
    catalogPlugin,
    prismOnDemandPlugin,
    antdUnusedTooltipsPlugin,
    sharedChunksPlugin,
    stripDescriptionsPlugin,
    communityQrPlugin,
    splitStringsPlugin as PluginConfig,
    // Before gtag: see resetLinkGuardPlugin.
    resetLinkGuardPlugin,
    ...(env.GTAG_ID
      ? [['@docusaurus/plugin-google-gtag', { trackingID: env.GTAG_ID, anonymizeIP: false }] satisfies PluginConfig]
      : []),
  ],
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'AI prompts, ChatGPT prompts, prompt library, PromptDeck' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'promptdeck-3-2-library',
      // Never shown: src/theme/AnnouncementBar/Content renders the translated text (with the prompt
      // count). The theme requires a value; the id is what remembers a visitor's dismissal.
      content: 'PromptDeck',
      isCloseable: true,
      // Theme variables, so the bar follows the colour mode instead of staying white in dark mode.
      backgroundColor: 'var(--pd-announcement-background)',
      textColor: 'var(--pd-announcement-text)',
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'PromptDeck',
      hideOnScroll: true,
      logo: {
        alt: 'PromptDeck',
        src: 'img/logo.svg',
      },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { to: '/community-prompts', label: 'Community', position: 'left' },
        {
          type: 'dropdown',
          label: 'Courses',
          position: 'left',
          items: COURSE_LINKS.map(({ label, href }) => ({ label, href })),
        },
        { href: AI_TOOLS_DIRECTORY_URL, label: 'AI tools', position: 'left' },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { to: '/QR-code', label: 'Join us', position: 'right' },
        { type: 'custom-account', position: 'right' },
        ...SOCIAL_LINKS.map(({ label, href }) => ({
          href,
          label,
          position: 'right' as const,
          className: 'navbar-social-link',
        })),
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Getting started', to: '/docs/guides/getting-started' },
            { label: 'FAQ', to: '/docs/guides/faq' },
            { label: 'Deploy', to: '/docs/deploy' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Community prompts', to: '/community-prompts' },
            { label: 'Join the community', to: '/QR-code' },
            { label: 'Feedback', to: '/feedback' },
          ],
        },
        {
          title: 'Legal',
          items: [
            { label: 'Privacy policy', to: '/docs/privacy-policy' },
            { label: 'Terms of service', to: '/docs/terms-of-service' },
          ],
        },
        {
          title: 'Follow us',
          items: SOCIAL_LINKS.map(({ label, href }) => ({ label, href })),
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} PromptDeck. Prompts and docs written by the PromptDeck contributors.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      // Registered by src/theme/CodeBlock, not here: see src/plugins/prism-on-demand.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
