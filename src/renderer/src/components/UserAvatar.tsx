import { useState } from "react";
import { avatarPublicUrl } from "../data/profiles/avatars.ts";

/** The first letter of a name, uppercased; 'U' without one (feed authors, community members). */
export function nameInitial(name: string): string {
  return (name.trim()[0] ?? "U").toUpperCase();
}

/**
 * Round avatar from a storage path (or a full URL): the picture when it loads, else the initials. With a label the
 * avatar is an image of that name (admin tables, the dashboard); without one it is decoration beside the name.
 */
export function UserAvatar({ path, initials, size = 40, label }: { path: string | null | undefined; initials: string; size?: number; label?: string }) {
  const src = avatarPublicUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src && failed !== src) {
    return <img className="user-avatar" src={src} alt={label ?? ""} width={size} height={size} style={style} loading="lazy" onError={() => setFailed(src)} />;
  }
  return (
    <span className="user-avatar user-avatar--initial" style={style} {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      {initials}
    </span>
  );
}
