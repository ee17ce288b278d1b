import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import { useQueryClientOnDemand } from '@site/src/api/runtime/clientOnDemand';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@site/src/config/locales';
import { antdLocales } from './antdLocales';
import styles from './styles.module.css';

interface Props {
  /** Height kept free while the area loads, so nothing below it moves. */
  minHeight: CSSProperties['minHeight'];
  /** The area reads cached API data (react-query): wait for Root's client. */
  withQueries?: boolean;
  children: () => ReactNode;
}

// Hover and active shades darker than the primary (antd would lighten it): white labels keep 4.5:1 under the pointer.
const sharedTokens = {
  colorPrimary: '#3b5bdb',
  colorPrimaryHover: '#3451c5',
  colorPrimaryActive: '#2b43a6',
  fontFamily: 'var(--ifm-font-family-base)',
  fontSize: 15,
};

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

/*
 * antd's message module loads with the first message, not with the page: a
 * message asked for before the host is there waits in the queue.
 */
const MessageHost = lazy(() => import('./MessageHost'));
let messageApi: MessageInstance | null = null;
let queued: Array<(api: MessageInstance) => void> = [];
let hostWanted = false;
const hostListeners = new Set<() => void>();

const show = (kind: keyof Toast) => (text: string) => {
  if (messageApi) {
    void messageApi[kind](text);
    return;
  }
  queued.push((api) => void api[kind](text));
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
};
const toast: Toast = { success: show('success'), error: show('error') };

const subscribeHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};
const isHostWanted = () => hostWanted;

/** Short confirmations ("Prompt added.") at the top of the page, in the area's theme and direction. */
export function useToast(): Toast {
  return toast;
}

function LazyMessages() {
  const wanted = useSyncExternalStore(subscribeHost, isHostWanted, () => false);
  const onReady = useCallback((api: MessageInstance | null) => {
    messageApi = api;
    if (!api) return;
    const waiting = queued;
    queued = [];
    for (const showQueued of waiting) showQueued(api);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageHost onReady={onReady} />
    </Suspense>
  );
}

function Placeholder({ minHeight }: Pick<Props, 'minHeight'>) {
  return <div className={styles.placeholder} style={{ minHeight }} aria-busy="true" />;
}

function AntdProvider({ minHeight, withQueries = false, children }: Props) {
  const { i18n } = useDocusaurusContext();
  const { colorMode } = useColorMode();
  const locale = i18n.currentLocale as Locale;
  const direction = i18n.localeConfigs[locale]?.direction === 'rtl' ? 'rtl' : 'ltr';
  const [antdLocale, setAntdLocale] = useState<AntdLocale>();
  useEffect(() => {
    let live = true;
    void (antdLocales[locale] ?? antdLocales.en)().then((module) => live && setAntdLocale(module.default));
    return () => {
      live = false;
    };
  }, [locale]);
  const themeConfig: ThemeConfig = {
    algorithm: colorMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // Help texts, links and error texts darker (lighter in dark mode) than antd's defaults, for WCAG AA contrast.
    token:
      colorMode === 'dark'
        ? {
            ...sharedTokens,
            colorTextDescription: 'rgba(255, 255, 255, 0.72)',
            colorLink: '#8ea2ff',
            colorError: '#ff6b6b',
            colorErrorHover: '#ff8787',
          }
        : {
            ...sharedTokens,
            colorTextDescription: 'rgba(0, 0, 0, 0.66)',
            colorLink: '#3451c5',
            colorError: '#c41d1f',
            colorErrorHover: '#a3181a',
            colorErrorActive: '#8a1416',
          },
    // The dark theme's error red is light (readable as text): a danger button on it gets a dark label.
    components: colorMode === 'dark' ? { Button: { dangerColor: '#1b1b1f' } } : undefined,
  };
  const queryClient = useQueryClientOnDemand(withQueries);
  if (!antdLocale || (withQueries && !queryClient)) return <Placeholder minHeight={minHeight} />;
  return (
    // autoInsertSpace off: antd would print two-character CJK labels as "删 除", which also changes their accessible names.
    <ConfigProvider locale={antdLocale} direction={direction} theme={themeConfig} button={{ autoInsertSpace: false }}>
      <div className={styles.area} style={{ minHeight }}>
        <LazyMessages />
        {children()}
      </div>
    </ConfigProvider>
  );
}

/**
 * The part of a page built with antd (forms, tabs, dialogs, messages). It
 * renders in the browser only, behind a placeholder of the same height: antd
 * injects its styles as it renders, so nothing shows unstyled, and reading
 * pages never load antd at all. Colour mode, direction and antd's own texts
 * follow the page.
 */
export default function AntdArea(props: Props) {
  return (
    <BrowserOnly fallback={<Placeholder minHeight={props.minHeight} />}>
      {() => <AntdProvider {...props} />}
    </BrowserOnly>
  );
}
