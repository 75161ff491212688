/** Public surface of the profile feature for other features (admin tables show avatars the same way). */
export { useAvatarImage } from "./avatar-image.ts";
export { UserAvatar } from "./components/UserAvatar.tsx";
