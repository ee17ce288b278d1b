// Test stand-in for @theme/NotFound: the theme's not-found page, as a missing route shows it.
export default function NotFound() {
  return (
    <main>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
    </main>
  );
}
