// Test stand-in for @docusaurus/useBaseUrl: the default locale's base "/".
export default function useBaseUrl(url: string) {
  return url.startsWith('/') ? url : `/${url}`;
}
