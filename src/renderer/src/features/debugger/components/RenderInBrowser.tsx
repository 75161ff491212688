import { useMutation } from "@tanstack/react-query";
import { Button } from "antd";
import { getPlatform, type RenderReport } from "@renderer/platform/index.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";

/**
 * 'Render in browser' action, shown only when the platform adapter reports the capability
 * (the desktop app's headless browser); on the web nothing renders.
 */
export function RenderInBrowser({ url }: { url: string }) {
  const platform = getPlatform();
  const t = useT();
  const renderer = platform.capabilities.renderInBrowser ? platform.debugger : null;
  const render = useMutation({ mutationFn: (target: string) => (renderer ? renderer.render(target) : Promise.reject(new Error(t("desktop.debugger.renderUnavailable")))) });
  if (!renderer) return null;
  return (
    <section className="debug-panel debug-render" aria-labelledby="dbg-render">
      <h2 id="dbg-render">{t("desktop.debugger.rendered")}</h2>
      <Button onClick={() => render.mutate(url.trim())} disabled={!url.trim()} loading={render.isPending}>
        {t("desktop.debugger.render")}
      </Button>
      {render.isError ? (
        <p className="field-error" role="alert">
          {errorText(t, render.error)}
        </p>
      ) : null}
      {render.isSuccess ? <RenderResult report={render.data} /> : null}
    </section>
  );
}

function RenderResult({ report }: { report: RenderReport }) {
  const t = useT();
  return (
    <div className="debug-render__result">
      {report.error ? <p role="alert">{report.error}</p> : null}
      <p>
        {report.rendered?.title || t("desktop.debugger.noTitle")}
        {report.timedOut ? ` ${t("desktop.debugger.timedOut")}` : ""} · {t("desktop.milliseconds", { ms: Math.round(report.durationMs) })}
      </p>
      {report.screenshot ? <img src={report.screenshot} alt={t("desktop.debugger.screenshotAlt", { url: report.finalUrl ?? report.url })} className="debug-render__shot" /> : null}
      {report.differences.length > 0 ? (
        <table className="debug-table">
          <caption>{t("desktop.debugger.differences")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("desktop.debugger.field")}</th>
              <th scope="col">{t("desktop.debugger.static")}</th>
              <th scope="col">{t("desktop.debugger.renderedColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {report.differences.map((d) => (
              <tr key={d.field}>
                <td>{d.field}</td>
                <td>{JSON.stringify(d.static)}</td>
                <td>{JSON.stringify(d.rendered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
