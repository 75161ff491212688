import { useEffect, type ReactNode } from "react";
import { App, ConfigProvider } from "antd";
import { IntlProvider, type MessageFormatElement } from "react-intl";
import frCA from "antd/locale/fr_CA";
import dayjs from "dayjs";
import "dayjs/locale/fr-ca";
import { theme } from "../lib/theme.ts";
import { localeTag, useLocale } from "../lib/i18n.tsx";

/**
 * antd theme, language and App context for the parts of the UI built with antd. The public shell (header, feed for
 * visitors, search, post page) is plain React so the first screen stays small; antd islands wrap themselves in this.
 * antd's own texts (pickers, pagination, empty states) and dayjs's dates follow the page's language: French is
 * fr-CA; English is antd's default (en_US) and dayjs's (en). The islands' own texts can use react-intl (useIntl,
 * FormattedMessage) with the same catalogue: its provider is here, out of the first screen's JavaScript.
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useLocale();
  useEffect(() => {
    dayjs.locale(locale === "fr" ? "fr-ca" : "en");
  }, [locale]);
  return (
    <IntlProvider locale={localeTag(locale)} defaultLocale={localeTag("en")} messages={(messages ?? undefined) as Record<string, MessageFormatElement[]> | undefined}>
      <ConfigProvider theme={theme} locale={locale === "fr" ? frCA : undefined}>
        <App component={false} message={{ maxCount: 1 }}>
          {children}
        </App>
      </ConfigProvider>
    </IntlProvider>
  );
}
