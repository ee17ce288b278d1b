import { useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Button } from 'antd';
import Notice from '@site/src/components/Notice';
import type { ExportDocumentInput } from '@site/src/api/contract';
import { useExport, useImport, useKeptPrompts } from '@site/src/api/queries/transfer';
import { apiErrorMessage, quotaMessage } from '@site/src/api/errorMessages';
import { cancelText } from '@site/src/i18n/common';
import { formatCount, selectPlural } from '@site/src/i18n/plural';
import type { ImportProblem } from './importFile';
import { describeProblem } from './importProblems';
import { exportFileName, previewImport, type ImportPreview } from './importPreview';
import { useToast } from '@site/src/components/AntdArea';
import styles from './styles.module.css';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

type Pending = { document: ExportDocumentInput; preview: ImportPreview; fileName: string };

/** Prompts marked shared in the file but added private (the day's share budget was spent), and why. */
export function keptPrivateMessage(count: number, locale: string): string {
  const added = selectPlural(
    locale,
    count,
    translate(
      {
        id: 'account.import.keptPrivate',
        message:
          'One prompt marked as shared was added as private.|{count} prompts marked as shared were added as private.',
        description:
          'Import result: prompts the file shares were added private because the daily share limit was reached. Plural forms separated by |',
      },
      { count: formatCount(locale, count) },
    ),
  );
  return `${added} ${quotaMessage('shared', undefined, locale)}`;
}

/** Export my prompts and favorites as one JSON file; import such a file back after a preview. */
export default function TransferSection() {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [keptPrivate, setKeptPrivate] = useState<string>();
  const exporter = useExport();
  const importer = useImport();
  const readKeptPrompts = useKeptPrompts();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [importError, setImportError] = useState<string>();
  const fileLabel = translate({
    id: 'account.import.fileLabel',
    message: 'Import a file',
    description: 'Label of the import file input',
  });

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (document) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
        const link = Object.assign(window.document.createElement('a'), {
          href: url,
          download: exportFileName(new Date()),
        });
        link.click();
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
      onError: (error) => void toast.error(apiErrorMessage(error, 'export')),
    });

  const read = async (file: File | undefined) => {
    setProblems([]);
    setPending(null);
    setImportError(undefined);
    setKeptPrivate(undefined);
    if (!file) return;
    const [{ readExportFile }, text] = await Promise.all([import('./importFile'), readText(file)]);
    // Picking the same file again (after fixing it) must read it again.
    if (fileInput.current) fileInput.current.value = '';
    const result = readExportFile(text);
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    // Duplicates are judged against every prompt kept, not only the pages my prompts has loaded.
    let kept: ReadonlyArray<{ title: string; description: string }>;
    try {
      kept = await readKeptPrompts();
    } catch (error) {
      setImportError(apiErrorMessage(error, 'import'));
      return;
    }
    setPending({ document: result.document, preview: previewImport(result.document, kept), fileName: file.name });
  };

  const confirm = () => {
    if (!pending || importer.isPending) return;
    importer.mutate(pending.document, {
      onSuccess: (result) => {
        setPending(null);
        if (fileInput.current) fileInput.current.value = '';
        setKeptPrivate(result.keptPrivate > 0 ? keptPrivateMessage(result.keptPrivate, locale) : undefined);
        void toast.success(
          translate(
            {
              id: 'account.import.done',
              message: 'Import finished. Prompts added: {prompts}. Favorites added: {favorites}. Skipped: {skipped}.',
              description:
                'Import finished; each number follows its label, so no noun agrees with it (see src/i18n/countMessages.ts)',
            },
            {
              prompts: formatCount(locale, result.addedPrompts),
              favorites: formatCount(locale, result.addedFavorites),
              skipped: formatCount(locale, result.skippedPrompts + result.skippedFavorites),
            },
          ),
        );
      },
      onError: (error) => setImportError(apiErrorMessage(error, 'import')),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">
        {translate({
          id: 'account.section.transfer',
          message: 'Export and import',
          description: 'Heading of the export/import section',
        })}
      </h2>
      <p className={styles.intro}>
        {translate({
          id: 'account.transfer.intro',
          message:
            'Keep a copy of your prompts and favorites as one JSON file, or bring such a file back. Duplicates (same title and text) are skipped.',
          description: 'Text of the export/import section',
        })}{' '}
        <Link to="/docs/guides/login-user#export-import">
          {translate({
            id: 'account.transfer.formatLink',
            message: 'About the file format',
            description: 'Link to the docs of the export format',
          })}
        </Link>
      </p>
      <div className={styles.row}>
        <Button onClick={download} loading={exporter.isPending}>
          {translate({ id: 'account.action.export', message: 'Export as JSON', description: 'Export button' })}
        </Button>
        {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept="application/json,.json"
          tabIndex={-1}
          aria-label={fileLabel}
          onChange={(event) => void read(event.target.files?.[0])}
        />
        <Button onClick={() => fileInput.current?.click()}>{fileLabel}</Button>
      </div>
      {keptPrivate && <Notice className={styles.notice} type="warning" role="status" title={keptPrivate} />}
      {problems.length > 0 && (
        <Notice
          className={styles.notice}
          type="error"
          role="alert"
          title={translate({
            id: 'account.import.rejected',
            message: 'Nothing was imported: the file has these problems.',
            description: 'Import file refused',
          })}
          description={
            <ul>
              {problems.map((problem, index) => (
                <li key={index}>{describeProblem(problem, locale)}</li>
              ))}
            </ul>
          }
        />
      )}
      {pending && (
        <div
          className={styles.notice}
          role="region"
          aria-label={translate({
            id: 'account.import.previewLabel',
            message: 'Import preview',
            description: 'Accessible name of the import preview',
          })}
        >
          <Notice
            type="info"
            title={translate(
              {
                id: 'account.import.preview',
                message: '{file}. Prompts to add: {add}. Duplicates to skip: {duplicates}. Favorites: {favorites}.',
                description:
                  'Preview of an import; {file} = file name; each number follows its label, so no noun agrees with it',
              },
              {
                file: pending.fileName,
                add: formatCount(locale, pending.preview.add),
                duplicates: formatCount(locale, pending.preview.duplicates),
                favorites: formatCount(locale, pending.preview.favorites),
              },
            )}
          />
          {importError && <Notice className={styles.notice} type="error" role="alert" title={importError} />}
          <div className={styles.row}>
            <Button type="primary" onClick={confirm} loading={importer.isPending}>
              {translate({
                id: 'account.action.import',
                message: 'Import',
                description: 'Confirm button of the import',
              })}
            </Button>
            <Button onClick={() => setPending(null)}>{cancelText()}</Button>
          </div>
        </div>
      )}
    </section>
  );
}
