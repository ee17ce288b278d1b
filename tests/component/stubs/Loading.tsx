// Test stand-in for @theme/Loading.
export default function Loading() {
  return <p>Loading…</p>;
}
