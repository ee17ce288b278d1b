// Test stand-in for @docusaurus/useIsBrowser: component tests run in a (simulated) browser.
export default function useIsBrowser() {
  return true;
}
