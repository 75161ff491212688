import type { ReactNode } from "react";
import type { MessageKey } from "@shared/i18n/messages/en.ts";
import { DollarIcon, HeartIcon, LinkIcon } from "@renderer/components/icons.tsx";
import { useT } from "@renderer/lib/i18n.tsx";

const CARDS: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <LinkIcon />, title: "home.card.share.title", text: "home.card.share.text" },
  { icon: <HeartIcon />, title: "home.card.like.title", text: "home.card.like.text" },
  { icon: <DollarIcon />, title: "home.card.offer.title", text: "home.card.offer.text" },
];

const STEPS: { title: MessageKey; text: MessageKey }[] = [
  { title: "home.step.paste.title", text: "home.step.paste.text" },
  { title: "home.step.touch.title", text: "home.step.touch.text" },
  { title: "home.step.offers.title", text: "home.step.offers.text" },
];

/** The three value cards and 'How it works' (spec §1). */
export function ValueCards() {
  const t = useT();
  return (
    <>
      <section className="section" aria-label={t("home.why")}>
        <ul className="value-cards">
          {CARDS.map((card) => (
            <li key={card.title} className="value-card">
              <span className="value-card__icon">{card.icon}</span>
              <h2 className="value-card__title">{t(card.title)}</h2>
              <p>{t(card.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          {t("home.how")}
        </h2>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden>
                {i + 1}
              </span>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
