import { defineConfig } from 'tn-docs';

// Facts (URLs, tracking id) come from treasurenetprotocol/docs: docusaurus.config.js.
export default defineConfig({
  title: 'Treasurenet Documentation',
  tagline: 'Treasurenet Built on Real-World Rare Assets.',
  url: 'https://docs.treasurenet.io',
  baseUrl: '/',
  locale: 'en',
  favicon: 'img/favicon.svg',
  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false },
  // what the search dialog suggests before a reader types: a command and the P2P port
  searchExamples: ['treasurenetd tx staking', '26656'],
  navbar: {
    title: 'Treasurenet Docs',
    logo: { alt: 'Treasurenet', src: '/img/logo.svg' },
    items: [
      { type: 'doc', docId: '1/Introduction', label: 'Guide', position: 'left' },
      { type: 'doc', docId: 'api/intro', label: 'API', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      {
        type: 'dropdown',
        label: 'Network',
        position: 'right',
        items: [
          { label: 'Treasurenet Mainnet', href: 'https://www.treasurenet.io' },
          { label: 'Treasurenet Testnet', href: 'https://www.testnet.treasurenet.io' },
        ],
      },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { label: 'GitHub', href: 'https://github.com/treasurenetprotocol', position: 'right' },
    ],
  },
  footer: {
    logo: { alt: 'Treasurenet', src: '/img/logo.svg' },
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Guide', to: '/docs/1/Introduction' },
          { label: 'API', to: '/docs/api/intro' },
          { label: 'Litepaper', to: '/docs/Litepaper' },
        ],
      },
      {
        title: 'Products',
        items: [
          { label: 'Treasurenet', href: 'https://www.treasurenet.io' },
          { label: 'Service Platform', href: 'https://splatform.treasurenet.io' },
        ],
      },
      {
        title: 'Others',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/treasurenetprotocol' },
        ],
      },
    ],
    copyright: 'Copyright © 2026 Treasurenet Foundation, Inc.',
  },
  docs: {
    path: 'content/docs',
    sidebarPath: 'content/sidebars.ts',
    editUrl: 'https://github.com/treasurenetprotocol/docs/blob/main/docs',
    showLastUpdateAuthor: true,
    showLastUpdateTime: true,
  },
  blog: {
    path: 'content/blog',
    showReadingTime: false,
    feedOptions: { type: 'all', copyright: 'Copyright © 2026 Treasurenet Foundation, Inc.' },
  },
  pages: { path: 'content/pages' },
  staticDir: 'content/static',
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/blog/tags/**'] },
  analytics: { trackingID: 'G-YTTVBEEG0V', anonymizeIP: true },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  redirects: [
    { from: '/docs', to: '/docs/1/Introduction' },
    { from: '/docs/4/Litepaper', to: '/docs/Litepaper' },
    { from: '/docs/12/WalletSetup', to: '/docs/12/Wallet Setup' },
  ],
});
