import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';

export default function Home() {
  return (
    <Layout
      description={translate({ id: 'home.description', message: 'Curated AI chat prompts in 13 languages: search, filter, copy.', description: 'Meta description of the home page' })}
    >
      <main className="container margin-vert--lg">
        <h1>
          <Translate id="home.title" description="Hero heading of the home page">Prompts that work, in your language</Translate>
        </h1>
        <Link to="/docs/guides/getting-started">
          <Translate id="home.getStarted" description="Hero link to the getting-started guide">Get started</Translate>
        </Link>
      </main>
    </Layout>
  );
}
