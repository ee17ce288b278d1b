import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: [
    'introduction',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: { type: 'generated-index', slug: '/category/guides' },
      items: [
        'guides/getting-started',
        'guides/extension',
        'guides/login-user',
        'guides/faq',
        'guides/community',
        'guides/data-and-tools',
      ],
    },
    'deploy',
    'privacy-policy',
    'terms-of-service',
  ],
};

export default sidebars;
