import { createContext, useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import { useQueryClientOnDemand } from '@site/src/api/hooks/clientOnDemand';
import { ConfigProvider, message, theme } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@site/src/prompts/locales';
import { antdLocales } from './antdLocales';
import styles from './styles.module.css';

interface Props {
  /** Height kept free while the area loads, so nothing below it moves. */
  minHeight: CSSProperties['minHeight'];
  children: () => ReactNode;
}

const sharedTokens = { colorPrimary: '#3b5bdb', fontFamily: 'var(--ifm-font-family-base)', fontSize: 15 };

const MessageContext = createContext<MessageInstance | null>(null);

/** Short confirmations ("Prompt added.") shown at the top of the page, announced politely. */
export function useToast(): MessageInstance {
  const api = useContext(MessageContext);
  if (!api) throw new Error('useToast must be used inside <AntdArea>');
  return api;
}

function Placeholder({ minHeight }: Pick<Props, 'minHeight'>) {
  return <div className={styles.placeholder} style={{ minHeight }} aria-busy="true" />;
}

function AntdProvider({ minHeight, children }: Props) {
  const { i18n } = useDocusaurusContext();
  const { colorMode } = useColorMode();
  const locale = i18n.currentLocale as Locale;
  const direction = i18n.localeConfigs[locale]?.direction === 'rtl' ? 'rtl' : 'ltr';
  const [antdLocale, setAntdLocale] = useState<AntdLocale>();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => {
    let live = true;
    void (antdLocales[locale] ?? antdLocales.en)().then((module) => live && setAntdLocale(module.default));
    return () => {
      live = false;
    };
  }, [locale]);
  // The live parts read the API through react-query: wait for Root's client too.
  const queryClient = useQueryClientOnDemand();
  if (!antdLocale || !queryClient) return <Placeholder minHeight={minHeight} />;
  return (
    <ConfigProvider
      locale={antdLocale}
      direction={direction}
      theme={{
        algorithm: colorMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        // Help texts, links and error texts darker (lighter in dark mode) than antd's defaults, for WCAG AA contrast.
        token:
          colorMode === 'dark'
            ? { ...sharedTokens, colorTextDescription: 'rgba(255, 255, 255, 0.72)', colorLink: '#8ea2ff', colorError: '#e5484d' }
            : { ...sharedTokens, colorTextDescription: 'rgba(0, 0, 0, 0.66)', colorLink: '#3451c5', colorError: '#c41d1f' },
      }}
    >
      <MessageContext.Provider value={messageApi}>
        <div className={styles.area} style={{ minHeight }}>
          {messageHolder}
          {children()}
        </div>
      </MessageContext.Provider>
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
  return <BrowserOnly fallback={<Placeholder minHeight={props.minHeight} />}>{() => <AntdProvider {...props} />}</BrowserOnly>;
}
