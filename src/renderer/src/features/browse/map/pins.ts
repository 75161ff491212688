// The posts on the map (issue 19): each at its coordinates with its precision shown ('page' a pin, 'postal' a disc of
// the postal area, 'city' a larger disc, with a marker at its centre), pins close on the screen drawn as one cluster.
// Every pin and cluster is a keyboard-reachable button (Leaflet's keyboard markers: tabindex 0, role button) named
// for screen readers; Enter or Space opens it like a click. Pins follow the list's order, so Tab does too.
import * as L from "leaflet";
import type { Post } from "@renderer/data/posts/row.ts";
import { clusterPoints, inOneSpot } from "./clusters.ts";
import { discRadius, precisionOf, type GeoAreas } from "./geo.ts";

/** Pins closer than this (px) share a cluster. */
const CLUSTER_RADIUS = 36;

export type PinEvents = {
  /** A pin: open the post's card. */
  onPost: (post: Post, pin: HTMLElement) => void;
  /** A cluster that zooming in cannot split (posts at one spot, or the deepest zoom): list them. */
  onGroup: (posts: Post[], pin: HTMLElement) => void;
};

export type PinText = {
  /** The pin's short label (its price) and its accessible name. */
  label: (post: Post) => { short: string; name: string };
  cluster: (count: number, splits: boolean) => string;
};

type Located = Post & { lat: number; lng: number };

function pressable(marker: L.Marker, name: string, activate: (element: HTMLElement) => void) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute("aria-label", name);
  marker.on("click", () => activate(element));
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    activate(element);
  });
}

export class PinLayer {
  private readonly group = L.layerGroup();
  private readonly discs = L.layerGroup();
  private posts: Located[] = [];
  private selected: string | null = null;

  constructor(
    private readonly map: L.Map,
    private readonly areas: GeoAreas,
    private readonly text: PinText,
    private readonly events: PinEvents,
  ) {
    this.discs.addTo(map);
    this.group.addTo(map);
    map.on("zoomend", () => this.draw());
  }

  setPosts(posts: Post[]): void {
    this.posts = posts.filter((post): post is Located => typeof post.lat === "number" && typeof post.lng === "number");
    this.draw();
  }

  select(id: string | null): void {
    this.selected = id;
    this.draw();
  }

  /** The box around the posts, or null when there are none. */
  bounds(): L.LatLngBounds | null {
    return this.posts.length > 0 ? L.latLngBounds(this.posts.map((post) => [post.lat, post.lng] as L.LatLngTuple)) : null;
  }

  private draw(): void {
    const focusedId = (document.activeElement as HTMLElement | null)?.dataset["pin"];
    this.group.clearLayers();
    this.discs.clearLayers();
    const zoom = this.map.getZoom();
    // One disc per spot and radius (posts of one city all share its disc).
    const drawn = new Set<string>();
    for (const post of this.posts) {
      const radius = discRadius(post, this.areas);
      const key = `${post.lat},${post.lng},${radius}`;
      if (radius === null || drawn.has(key)) continue;
      drawn.add(key);
      L.circle([post.lat, post.lng], { radius, interactive: false, className: `map-disc map-disc--${precisionOf(post.geo_precision)}`, weight: 1 }).addTo(this.discs);
    }
    const points = this.posts.map((post) => ({ item: post, ...this.map.project([post.lat, post.lng], zoom) }));
    for (const cluster of clusterPoints(points, CLUSTER_RADIUS)) {
      const at = this.map.unproject([cluster.x, cluster.y], zoom);
      const [first] = cluster.items;
      if (cluster.items.length === 1 && first) this.drawPin(first, at, focusedId);
      else this.drawCluster(cluster.items, at, focusedId);
    }
  }

  private drawPin(post: Located, at: L.LatLng, focusedId: string | undefined): void {
    const precision = precisionOf(post.geo_precision);
    const { short, name } = this.text.label(post);
    const label = document.createElement("span");
    label.className = "map-pin__label";
    label.textContent = short;
    const selected = this.selected === post.id ? " map-pin--selected" : "";
    const marker = L.marker(at, {
      // A pin points down at its spot; an area's marker sits on its disc's centre.
      icon: L.divIcon({ className: `map-pin map-pin--${precision}${selected}`, html: label, iconSize: [72, 26], iconAnchor: precision === "page" ? [36, 33] : [36, 13] }),
      zIndexOffset: this.selected === post.id ? 1000 : 0,
      title: name,
      riseOnHover: true,
    }).addTo(this.group);
    const element = marker.getElement();
    if (element) element.dataset["pin"] = post.id;
    pressable(marker, name, (pin) => this.events.onPost(post, pin));
    if (focusedId === post.id) element?.focus();
  }

  private drawCluster(posts: Located[], at: L.LatLng, focusedId: string | undefined): void {
    const deepest = this.map.getMaxZoom();
    const splits = this.map.getZoom() < deepest && !inOneSpot(posts.map((post) => this.map.project([post.lat, post.lng], deepest)), 8);
    const id = `cluster:${posts.map((post) => post.id).join(",")}`;
    const count = document.createElement("span");
    count.textContent = String(posts.length);
    const marker = L.marker(at, {
      icon: L.divIcon({ className: "map-cluster", html: count, iconSize: [40, 40] }),
      title: this.text.cluster(posts.length, splits),
      riseOnHover: true,
    }).addTo(this.group);
    const element = marker.getElement();
    if (element) element.dataset["pin"] = id;
    pressable(marker, this.text.cluster(posts.length, splits), (pin) => {
      if (splits) this.map.fitBounds(L.latLngBounds(posts.map((post) => [post.lat, post.lng] as L.LatLngTuple)), { padding: [48, 48], maxZoom: deepest });
      else this.events.onGroup(posts, pin);
    });
    if (focusedId === id) element?.focus();
  }
}
