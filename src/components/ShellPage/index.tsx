import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

interface ShellPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A page frame with a heading and a one-line description, for the product pages. */
export default function ShellPage({ title, description, children }: ShellPageProps) {
  return (
    <Layout title={title} description={description}>
      <main className={`container ${styles.page}`}>
        <h1>{title}</h1>
        <p className={styles.lead}>{description}</p>
        {children}
      </main>
    </Layout>
  );
}
