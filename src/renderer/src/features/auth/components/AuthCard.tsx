import type { ReactNode } from "react";
import { Card } from "antd";
import { Seo } from "@renderer/components/Seo.tsx";
import AntdProvider from "@renderer/components/AntdProvider.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

/** The small centred card every auth screen uses (spec §2); title and description come translated. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: string; children: ReactNode; footer?: ReactNode }) {
  const t = useT();
  return (
    <AntdProvider>
    <div className="auth-page">
      <Seo title={t("auth.pageTitle", { title })} description={description} noindex />
      <Card className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {description ? <p className="auth-card__description">{description}</p> : null}
        {children}
        {footer ? <div className="auth-card__links">{footer}</div> : null}
      </Card>
    </div>
    </AntdProvider>
  );
}
