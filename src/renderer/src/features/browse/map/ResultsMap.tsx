import "leaflet/dist/leaflet.css";
import "./map.css";
import * as L from "leaflet";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { PropertyCard } from "@renderer/components/PropertyCard.tsx";
import { useBrowsePosts } from "@renderer/data/posts/browse.ts";
import type { BrowseScope } from "@renderer/data/posts/keys.ts";
import type { Post } from "@renderer/data/posts/row.ts";
import { useLocale, useT } from "@renderer/lib/i18n.tsx";
import { displayPrice } from "@shared/format/price.ts";
import { propertyTitle } from "@shared/format/titles.ts";
import type { BrowseBox } from "@shared/validation/browse.ts";
import { cardOf } from "../card-of.ts";
import { drawBasemap } from "./basemap.ts";
import { boxOfView, CANADA, fsaOf, precisionOf, sameBox, shortPrice, type GeoAreas } from "./geo.ts";
import { PinLayer, type PinText } from "./pins.ts";

/** From this zoom on, the basemap names the smaller of its major cities too. */
const REGIONAL_ZOOM = 6;
/**
 * From this zoom on (a city's), the 1:50m lakeshores are kilometres off (downtown Toronto would sit in the lake): the
 * basemap leaves lakes out and shows land; tiles, when configured, draw the detail.
 */
const LOCAL_ZOOM = 10;

type Selection = { kind: "post"; post: Post } | { kind: "group"; posts: Post[] };

const toBounds = ([west, south, east, north]: BrowseBox) => L.latLngBounds([south, west], [north, east]);

/**
 * The map of a browse page's results (issue 19), loaded with Leaflet when the map view opens: the posts of the list
 * at their coordinates, with their precision; a pin opens the post's card, a cluster zooms in or lists its posts.
 * Moving the map searches the area it shows ("search as I move", on by default; off, a button searches it): the box
 * goes to the address and to browse_posts. A box in the address (a shared link, back/forward) moves the map to it.
 */
export default function ResultsMap({ scope, onBoxChange }: { scope: BrowseScope; onBoxChange: (box: BrowseBox) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const list = useBrowsePosts(scope);
  const posts = useMemo(() => list.data?.pages.flatMap((page) => page.posts) ?? [], [list.data]);
  const box = scope.filters.bbox;
  const canvas = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinsRef = useRef<PinLayer | null>(null);
  /** Moves the app makes (fitting a box, a resize) are not the reader's: they search nothing. */
  const quiet = useRef(false);
  /** The box the map last searched or was moved to, to tell the address's own changes from ours. */
  const shownBox = useRef<BrowseBox | undefined>(box);
  const fitted = useRef(box !== undefined);
  const returnTo = useRef<string | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [pendingBox, setPendingBox] = useState<BrowseBox | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const checkboxId = useId();
  const panelTitleId = useId();

  // What Leaflet's handlers call, always the latest.
  const latest = useRef({ searchAsMove, onBoxChange, t, locale });
  latest.current = { searchAsMove, onBoxChange, t, locale };

  const silently = useCallback((move: () => void) => {
    quiet.current = true;
    try {
      move();
    } finally {
      quiet.current = false;
    }
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const map = L.map(element, { minZoom: 2, maxZoom: 16, zoomSnap: 1, keyboard: true, worldCopyJump: false });
    mapRef.current = map;
    map.attributionControl.setPrefix(false);
    silently(() => map.fitBounds(toBounds(shownBox.current ?? CANADA), { animate: false }));
    const regional = () => {
      element.classList.toggle("results-map--regional", map.getZoom() >= REGIONAL_ZOOM);
      element.classList.toggle("results-map--local", map.getZoom() >= LOCAL_ZOOM);
    };
    regional();
    map.on("zoomend", regional);
    map.on("moveend", () => {
      if (quiet.current) return;
      const view = map.getBounds();
      const next = boxOfView(view.getWest(), view.getSouth(), view.getEast(), view.getNorth());
      if (!latest.current.searchAsMove) return setPendingBox(next);
      shownBox.current = next;
      setPendingBox(null);
      latest.current.onBoxChange(next);
    });
    map.on("click", () => setSelection(null));
    const text: PinText = {
      label: (post) => {
        const { t: tr, locale: lang } = latest.current;
        // The pin's visible price is part of its name (WCAG 2.5.3, label in name); the card has the whole price.
        const short = shortPrice(post.manual_price ?? post.listing_price, lang);
        const price = short ?? tr("card.priceOnRequest");
        const precision = precisionOf(post.geo_precision);
        const fsa = fsaOf(post.postal_code);
        const where =
          precision === "page" ? tr("browse.map.where.page")
          : precision === "postal" && fsa ? tr("browse.map.where.postal", { fsa })
          : precision === "city" && post.city ? tr("browse.map.where.city", { city: post.city })
          : tr("browse.map.where.area");
        return { short: short ?? "…", name: tr("browse.map.pin", { title: propertyTitle(post.title), price, where }) };
      },
      cluster: (n, splits) => latest.current.t(splits ? "browse.map.cluster" : "browse.map.clusterList", { n }),
    };
    const open = (next: Selection, pin: HTMLElement) => {
      returnTo.current = pin.dataset["pin"] ?? null;
      setSelection(next);
    };
    let cancelled = false;
    Promise.all([drawBasemap(map, latest.current.t("browse.map.attribution")), import("./geo-areas.json")])
      .then(([, areas]) => {
        if (cancelled) return;
        pinsRef.current = new PinLayer(map, areas.default as GeoAreas, text, {
          onPost: (post, pin) => open({ kind: "post", post }, pin),
          onGroup: (group, pin) => open({ kind: "group", posts: group }, pin),
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    // The split layout and a phone turning change the map's size: Leaflet measures again (not a move of the reader's).
    const resized = new ResizeObserver(() => silently(() => map.invalidateSize({ pan: false })));
    resized.observe(element);
    return () => {
      cancelled = true;
      resized.disconnect();
      map.remove();
      mapRef.current = null;
      pinsRef.current = null;
    };
  }, [silently]);

  // The posts of the list (and the language of their names).
  useEffect(() => {
    if (ready) pinsRef.current?.setPosts(posts);
  }, [ready, posts, t, locale]);

  // No box in the address: the map fits the first results once.
  useEffect(() => {
    const map = mapRef.current;
    const bounds = pinsRef.current?.bounds();
    if (!ready || fitted.current || !map || !bounds) return;
    fitted.current = true;
    silently(() => map.fitBounds(bounds, { padding: [32, 32], maxZoom: 12, animate: false }));
  }, [ready, posts, silently]);

  // A box from the address that the map did not make (a shared link, back or forward): the map goes there.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || sameBox(box, shownBox.current)) return;
    shownBox.current = box;
    if (box) silently(() => map.fitBounds(toBounds(box), { animate: false }));
  }, [box, silently]);

  // The card or the list of a spot takes the focus; closing gives it back to the pin.
  useEffect(() => {
    pinsRef.current?.select(selection?.kind === "post" ? selection.post.id : null);
    if (selection) panel.current?.focus();
  }, [selection]);
  const close = () => {
    setSelection(null);
    const id = returnTo.current;
    if (id) canvas.current?.querySelector<HTMLElement>(`[data-pin="${CSS.escape(id)}"]`)?.focus();
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };

  const unlocated = posts.filter((post) => typeof post.lat !== "number").length;
  return (
    <div className="results-map">
      <div className="results-map__bar">
        <label htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={searchAsMove} onChange={(e) => setSearchAsMove(e.target.checked)} />
          {t("browse.map.searchAsMove")}
        </label>
        {!searchAsMove && pendingBox ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              shownBox.current = pendingBox;
              onBoxChange(pendingBox);
              setPendingBox(null);
            }}
          >
            {t("browse.map.searchHere")}
          </button>
        ) : null}
      </div>
      <div className="results-map__frame">
        <div ref={canvas} className="results-map__canvas" role="region" aria-label={t("browse.map.label")} />
        {selection ? (
          <div
            ref={panel}
            className="results-map__panel"
            role="group"
            {...(selection.kind === "post" ? { "aria-label": propertyTitle(selection.post.title) } : { "aria-labelledby": panelTitleId })}
            tabIndex={-1}
            onKeyDown={onPanelKey}
          >
            <div className="results-map__panel-head">
              {/* A post's card has its own title. */}
              {selection.kind === "group" ? <h3 id={panelTitleId}>{t("browse.map.clusterHeading", { n: selection.posts.length })}</h3> : <span />}
              <button type="button" className="btn btn--ghost" onClick={close}>
                {t("browse.map.close")}
              </button>
            </div>
            {selection.kind === "post" ? (
              <PropertyCard card={cardOf(selection.post)} eager />
            ) : (
              <ul className="results-map__group">
                {selection.posts.map((post) => (
                  <li key={post.id}>
                    <button type="button" onClick={() => setSelection({ kind: "post", post })}>
                      <span>{propertyTitle(post.title)}</span>
                      <span>{displayPrice(post, locale) ?? t("card.priceOnRequest")}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
      {failed ? (
        <p className="results-map__note" role="alert">
          {t("browse.map.error")}
        </p>
      ) : null}
      <p className="results-map__help">{t("browse.map.help")}</p>
      {unlocated > 0 ? <p className="results-map__note">{t("browse.map.notOnMap", { n: unlocated })}</p> : null}
      <ul className="results-map__legend" aria-label={t("browse.map.legend")}>
        {(["page", "postal", "city"] as const).map((precision) => (
          <li key={precision}>
            <span className={`legend-swatch legend-swatch--${precision}`} aria-hidden="true" />
            {t(`browse.map.legend.${precision}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
