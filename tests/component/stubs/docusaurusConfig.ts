// Test stand-in for @generated/docusaurus.config: the English build's site config, as far as tests read it.
export default { baseUrl: '/en/' };
