import { Avatar } from "antd";
import { useAvatarImage } from "../avatar-image.ts";

/** An avatar from a storage path, with initials while loading or without a picture. */
export function UserAvatar({ path, initials, size = 40, label }: { path: string | null | undefined; initials: string; size?: number; label: string }) {
  const src = useAvatarImage(path);
  return (
    <Avatar size={size} src={src} alt={label} aria-label={label} style={{ flex: "none", backgroundColor: src ? undefined : "#1f4e79" }}>
      {initials}
    </Avatar>
  );
}
