import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { DEFAULT_LOCALE } from '@/lib/format';
import { useUploadAvatar } from '@/lib/upload-avatar';

function memberSince(createdAt: unknown): string | null {
  if (typeof createdAt !== 'string') return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: 'long', year: 'numeric' }).format(date);
}

/** Avatar (tap the camera to change it), name, e-mail, role and membership date. */
export function ProfileSummaryCard() {
  const { t } = useTranslation();
  const { user, profile, role } = useAuth();
  const fileInput = useRef<HTMLInputElement>(null);
  const avatar = useUploadAvatar();
  const name = profile?.fullName?.trim() || user?.email || '';
  const since = memberSince(profile?.createdAt);

  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <div className="relative shrink-0">
          <Avatar name={name} src={profile?.avatarUrl} className="size-20 [&>span]:text-2xl" />
          {avatar.isUploading ? (
            <span className="absolute inset-0.5 flex items-center justify-center rounded-full bg-foreground/45">
              <Spinner className="size-6 text-white" />
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={avatar.isUploading}
            aria-busy={avatar.isUploading || undefined}
            className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm ring-3 ring-card transition-colors before:absolute before:-inset-1 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:opacity-70"
          >
            <Camera aria-hidden className="size-4" />
            <span className="sr-only">
              {avatar.isUploading ? t('customerProfile.uploadingPhoto') : t('customerProfile.changePhoto')}
            </span>
          </button>
          <PhotoFileInput ref={fileInput} label={t('customerProfile.photoInput')} onPick={avatar.pick} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate font-semibold text-lg leading-tight">{name}</p>
          {user?.email ? <p className="truncate text-muted-foreground text-sm">{user.email}</p> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            {role ? <Badge variant="secondary">{t(`roles.${role}`)}</Badge> : null}
            {since ? (
              <span className="text-muted-foreground text-xs">
                {t('customerProfile.memberSince', { date: since })}
              </span>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
