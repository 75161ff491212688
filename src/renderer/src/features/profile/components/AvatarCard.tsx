import { useId, useRef } from "react";
import { Card, Spin, Typography } from "antd";
import { avatarInitials, AVATAR_MIME_TYPES, isAllowedAvatarType } from "@shared/validation/profile.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorMessage } from "@renderer/lib/errors.ts";
import { uploadAvatar } from "@renderer/data/profiles/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { UserAvatar } from "@renderer/components/UserAvatar.tsx";

/** 'Profile Picture': click the avatar to choose a png, jpeg or gif; uploads and saves the path at once. */
export function AvatarCard({ userId, email, path }: { userId: string | null; email: string | null; path: string | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useDataMutation(uploadAvatar);
  const toast = useToast();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!userId) {
      void toast.error("You must be logged in to upload an avatar.");
      return;
    }
    if (!isAllowedAvatarType(file.type)) {
      void toast.error(`File type must be ${AVATAR_MIME_TYPES.join(", ")}`);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => void toast.success("Avatar updated successfully."),
      onError: (error) => void toast.error(errorMessage(error, "Failed to upload avatar.")),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <Card title="Profile Picture" style={{ marginBottom: 16 }}>
      <style>{".avatar-picker:focus-within { outline: 2px solid #1d4ed8; outline-offset: 4px; border-radius: 8px; }"}</style>
      <label htmlFor={inputId} className="avatar-picker" style={{ display: "inline-flex", alignItems: "center", gap: 16, cursor: upload.isPending ? "wait" : "pointer" }}>
        <Spin spinning={upload.isPending}>
          <UserAvatar path={path} initials={avatarInitials(email)} size={96} label="Your avatar" />
        </Spin>
        <Typography.Text>{upload.isPending ? "Uploading..." : "Click your avatar to change it (PNG, JPEG or GIF)."}</Typography.Text>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_MIME_TYPES.join(",")}
          disabled={upload.isPending}
          className="sr-only"
          aria-label="Change profile picture"
          data-testid="avatar-input"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </label>
    </Card>
  );
}
