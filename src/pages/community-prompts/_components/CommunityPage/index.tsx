import { lazy, Suspense } from 'react';
import Layout from '@theme/Layout';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import AntdArea from '@site/src/components/AntdArea';
import Loading from '@site/src/components/Loading';
import { parseCommunityPromptId } from '@site/src/pages/community-prompts/_utils/communityView';
import CommunityTabs from '../CommunityTabs';
import styles from './styles.module.css';

// A prompt's own page is another view of the same static page (?id=…): its code loads only there.
const CommunityPromptView = lazy(() => import('../CommunityPromptView'));

interface Props {
  title: string;
  description: string;
}

/**
 * /community-prompts: the tabs (community, my prompts, my favorites) or, with
 * `?id=`, one community prompt. One static page for both, so a prompt's
 * address loads directly from `npm start` or any static host. The server
 * renders the list's frame; the query string is read once in the browser.
 */
export default function CommunityPage({ title, description }: Props) {
  const isBrowser = useIsBrowser();
  const { search } = useLocation();
  const id = isBrowser ? parseCommunityPromptId(search) : undefined;
  return (
    <Layout title={title} description={description}>
      <main className={`container ${styles.page}`}>
        {id === undefined ? (
          <>
            <h1 className={styles.heading}>{title}</h1>
            <p className={styles.lead}>{description}</p>
            <AntdArea minHeight="36rem" withQueries>
              {() => <CommunityTabs />}
            </AntdArea>
          </>
        ) : (
          <AntdArea minHeight="30rem" withQueries>
            {() => (
              <Suspense fallback={<Loading />}>
                <CommunityPromptView key={id} id={id} />
              </Suspense>
            )}
          </AntdArea>
        )}
      </main>
    </Layout>
  );
}
