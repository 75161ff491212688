import { useState } from "react";

/** Round avatar: the image when it loads, else the first letter of the name. */
export function UserAvatar({ src, name, size = 40 }: { src: string | null | undefined; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (src && !failed) {
    return <img className="user-avatar" src={src} alt="" width={size} height={size} style={style} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <span className="user-avatar user-avatar--initial" style={style} aria-hidden>
      {(name.trim()[0] ?? "U").toUpperCase()}
    </span>
  );
}
