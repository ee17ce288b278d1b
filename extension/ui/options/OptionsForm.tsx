/**
 * The options page: site address, access token, prompt language and UI language (labelled
 * fields, problems said in the UI language), the picker's shortcut and how to change it, and
 * the account: Connect opens the site's approval page, Disconnect forgets and revokes the token.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { LOCALE_FACTS, LOCALES } from '@site/src/config/locales';
import { isLocale, type MessageId, type UiLanguageChoice } from '@site/extension/lib/i18n';
import { connectPageUrl, parseSiteAddress } from '@site/extension/lib/siteAddress';
import { useTranslator } from '../shared/translator';
import type { OptionsDeps, OptionsValues } from './deps';
import { TextField } from './TextField';

/** Where each browser changes an extension's shortcuts. */
export const SHORTCUT_SETTINGS = { chromium: 'chrome://extensions/shortcuts', firefox: 'about:addons' } as const;

export interface OptionsProblems {
  site?: MessageId;
  token?: MessageId;
}

/** What is wrong with the typed site address and token. */
export function optionsProblems(site: string, token: string): OptionsProblems {
  const problems: OptionsProblems = {};
  if (parseSiteAddress(site) === undefined) problems.site = 'extension.options.siteInvalid';
  const trimmed = token.trim();
  if (trimmed !== '' && !trimmed.startsWith(TOKEN_LIMITS.SECRET_PREFIX))
    problems.token = 'extension.options.tokenInvalid';
  return problems;
}

type Status = { id: MessageId; error?: boolean };

interface OptionsFormProps {
  deps: OptionsDeps;
  /** Called after a save, so the page can switch to the chosen UI language. */
  onSaved: (values: OptionsValues) => void;
}

export function OptionsForm({ deps, onSaved }: OptionsFormProps) {
  const { t } = useTranslator();
  const { locale } = useTranslator();
  const baseId = useId();
  const [stored, setStored] = useState<OptionsValues | null>(null);
  const [form, setForm] = useState<OptionsValues | null>(null);
  const [shortcut, setShortcut] = useState<string | undefined | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    let current = true;
    deps.load().then((values) => {
      if (!current) return;
      setStored(values);
      setForm(values);
    });
    deps.shortcut().then(
      (keys) => current && setShortcut(keys),
      () => current && setShortcut(undefined),
    );
    const stop = deps.onValuesChange?.((values) => {
      setStored(values);
      setForm((typed) => (typed ? { ...typed, token: values.token } : values));
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [deps]);

  if (!form || !stored) return <p className="pd-note">{t('extension.loading')}</p>;

  const problems = optionsProblems(form.site, form.token);
  const shown = showProblems ? problems : {};
  const set = (patch: Partial<OptionsValues>) => setForm({ ...form, ...patch });

  /** Saves the form when it is valid; the saved values, or undefined. */
  const saveForm = async (): Promise<OptionsValues | undefined> => {
    setShowProblems(true);
    const site = parseSiteAddress(form.site);
    if (site === undefined || problems.token) return undefined;
    const values = { ...form, site, token: form.token.trim() };
    try {
      await deps.save(values);
    } catch {
      setStatus({ id: 'extension.options.saveFailed', error: true });
      return undefined;
    }
    setStored(values);
    setForm(values);
    return values;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = await saveForm();
    if (!values) return;
    setStatus({ id: 'extension.options.saved' });
    onSaved(values);
  };

  const connect = async () => {
    // Asked before anything is awaited: the browser grants a permission only during the click.
    const site = parseSiteAddress(form.site);
    const handover = site === undefined ? undefined : deps.requestHandover(site).catch(() => false);
    const values = await saveForm();
    if (!values) return;
    if ((await handover) === false) setStatus({ id: 'extension.options.pasteToken' });
    await deps.connect(connectPageUrl(values.site, locale));
  };

  const disconnect = async () => {
    const { revoked } = await deps.disconnect().catch(() => ({ revoked: false }));
    const values = { ...stored, token: '' };
    setStored(values);
    setForm({ ...form, token: '' });
    setStatus(
      revoked ? { id: 'extension.options.disconnected' } : { id: 'extension.options.disconnectFailed', error: true },
    );
  };

  const ids = {
    site: `${baseId}-site`,
    token: `${baseId}-token`,
    promptLanguage: `${baseId}-prompt-language`,
    uiLanguage: `${baseId}-ui-language`,
  };
  const connected = stored.token !== '';

  return (
    <>
      <h1>{t('extension.options.title')}</h1>
      <form className="pd-section" onSubmit={submit} noValidate>
        <TextField
          id={ids.site}
          label={t('extension.options.site')}
          problem={shown.site && t(shown.site)}
          help={t('extension.options.siteHelp')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={form.site}
          onChange={(event) => set({ site: event.target.value })}
        />
        <TextField
          id={ids.token}
          label={t('extension.options.token')}
          problem={shown.token && t(shown.token, { prefix: TOKEN_LIMITS.SECRET_PREFIX })}
          help={t('extension.options.tokenHelp')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={form.token}
          onChange={(event) => set({ token: event.target.value })}
        />
        <div className="pd-field">
          <label htmlFor={ids.promptLanguage}>{t('extension.options.promptLanguage')}</label>
          <select
            id={ids.promptLanguage}
            value={form.promptLanguage}
            onChange={(event) => isLocale(event.target.value) && set({ promptLanguage: event.target.value })}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={LOCALE_FACTS[option].htmlLang}>
                {LOCALE_FACTS[option].label}
              </option>
            ))}
          </select>
        </div>
        <div className="pd-field">
          <label htmlFor={ids.uiLanguage}>{t('extension.options.uiLanguage')}</label>
          <select
            id={ids.uiLanguage}
            value={form.uiLanguage}
            onChange={(event) => {
              const value = event.target.value;
              if (value === 'browser' || isLocale(value)) set({ uiLanguage: value as UiLanguageChoice });
            }}
          >
            <option value="browser">{t('extension.options.browserLanguage')}</option>
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={LOCALE_FACTS[option].htmlLang}>
                {LOCALE_FACTS[option].label}
              </option>
            ))}
          </select>
        </div>
        <div className="pd-row">
          <button type="submit" className="pd-primary">
            {t('extension.options.save')}
          </button>
        </div>
      </form>
      <p className={status?.error ? 'pd-error' : 'pd-note'} role="status">
        {status ? t(status.id) : ''}
      </p>

      <section className="pd-section" aria-labelledby={`${baseId}-account`}>
        <h2 id={`${baseId}-account`}>{t('extension.options.account')}</h2>
        <p>{connected ? t('extension.options.connected') : t('extension.options.notConnected')}</p>
        <div className="pd-row">
          {connected ? (
            <button type="button" onClick={disconnect}>
              {t('extension.options.disconnect')}
            </button>
          ) : (
            <button type="button" className="pd-primary" aria-describedby={`${baseId}-connect-help`} onClick={connect}>
              {t('extension.options.connect')}
            </button>
          )}
        </div>
        {!connected && (
          <p id={`${baseId}-connect-help`} className="pd-help">
            {t('extension.options.connectHelp')}
          </p>
        )}
      </section>

      <section className="pd-section" aria-labelledby={`${baseId}-shortcut`}>
        <h2 id={`${baseId}-shortcut`}>{t('extension.options.shortcut')}</h2>
        {shortcut !== null && (
          <p>{shortcut ? t('extension.options.shortcutCurrent', { shortcut }) : t('extension.options.shortcutNone')}</p>
        )}
        <p className="pd-help">{t('extension.options.shortcutChromium', { url: SHORTCUT_SETTINGS.chromium })}</p>
        <p className="pd-help">{t('extension.options.shortcutFirefox', { url: SHORTCUT_SETTINGS.firefox })}</p>
      </section>
    </>
  );
}
