import { useId, useRef } from "react";
import { Card, Spin, Typography } from "antd";
import { avatarInitials, AVATAR_MIME_TYPES, isAllowedAvatarType } from "@shared/validation/profile.ts";
import { useToast } from "@renderer/lib/toast.ts";
import { errorText } from "@renderer/lib/error-text.ts";
import { useT } from "@renderer/lib/i18n.tsx";
import { uploadAvatar } from "@renderer/data/profiles/mutations.ts";
import { useDataMutation } from "@renderer/data/mutation.ts";
import { UserAvatar } from "@renderer/components/UserAvatar.tsx";

/** 'Profile Picture': click the avatar to choose a png, jpeg or gif; uploads and saves the path at once. */
export function AvatarCard({ userId, email, path }: { userId: string | null; email: string | null; path: string | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useDataMutation(uploadAvatar);
  const toast = useToast();
  const t = useT();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!userId) {
      void toast.error(t("validation.member.avatarSignedOut"));
      return;
    }
    if (!isAllowedAvatarType(file.type)) {
      void toast.error(t("member.avatar.badType", { types: AVATAR_MIME_TYPES.join(", ") }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => void toast.success(t("member.avatar.updated")),
      onError: (error) => void toast.error(errorText(t, error, "member.avatar.failed")),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <Card title={t("member.avatar.title")} style={{ marginBottom: 16 }}>
      <label htmlFor={inputId} className="avatar-picker" style={{ display: "inline-flex", alignItems: "center", gap: 16, cursor: upload.isPending ? "wait" : "pointer" }}>
        <Spin spinning={upload.isPending}>
          <UserAvatar path={path} initials={avatarInitials(email)} size={96} label={t("member.avatar.label")} />
        </Spin>
        <Typography.Text>{upload.isPending ? t("member.avatar.uploading") : t("member.avatar.help")}</Typography.Text>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_MIME_TYPES.join(",")}
          disabled={upload.isPending}
          className="sr-only"
          aria-label={t("member.avatar.change")}
          data-testid="avatar-input"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </label>
    </Card>
  );
}
