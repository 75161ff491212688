import { DollarIcon, HeartIcon, LinkIcon } from "../../../components/icons.tsx";

const CARDS = [
  { icon: <LinkIcon />, title: "Share by URL", text: "Paste a link to a listing on an approved site and we build the post for you." },
  { icon: <HeartIcon />, title: "Like posts", text: "Save the listings you love with one tap and find them again in your dashboard." },
  { icon: <DollarIcon />, title: "Make an offer", text: "Tell a seller you are interested with a non-binding offer and a message." },
];

const STEPS = [
  { title: "Paste URL", text: "Copy the link of a property from a whitelisted listing site." },
  { title: "Add your touch", text: "Add a price, a description, the address and extra photos." },
  { title: "Receive offers", text: "Members send you non-binding offers on your post." },
];

/** The three value cards and 'How it works' (spec §1). */
export function ValueCards() {
  return (
    <>
      <section className="section" aria-label="Why use the marketplace">
        <ul className="value-cards">
          {CARDS.map((card) => (
            <li key={card.title} className="value-card">
              <span className="value-card__icon">{card.icon}</span>
              <h2 className="value-card__title">{card.title}</h2>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title" className="section__title">
          How it works
        </h2>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step">
              <span className="step__number" aria-hidden>
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
