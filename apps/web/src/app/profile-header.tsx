import { personNames } from '@limpa/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLockup } from '@/components/brand-logo';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { usePendingRequestsCount } from '@/lib/api/get-pending-requests-count';
import { useAuth } from '@/lib/auth';
import { useUploadAvatar } from '@/lib/upload-avatar';
import { Clock } from './clock';
import { NotificationBell } from './notification-bell';
import { SideMenu } from './side-menu';

/** Sticky top bar: menu, avatar (tap to change), name, role badge, the live clock and the bell. */
export function ProfileHeader() {
  const { t } = useTranslation();
  const { user, profile, role } = useAuth();
  // The cleaner's "My Bookings" badge: their requests still to answer (hidden when 0).
  const pendingBookingsCount = usePendingRequestsCount(role === 'cleaner').data;
  const fileInput = useRef<HTMLInputElement>(null);
  const avatar = useUploadAvatar();
  const { displayName } = personNames(profile, user?.email);
  const roleLabel = role ? t(`roles.${role}`) : null;

  return (
    // No backdrop filter from 1024 px: it would make the header the box that the desktop side navigation, fixed
    // and drawn inside it, is placed in.
    <header className="sticky top-0 z-40 border-border/70 border-b bg-card/90 pt-[env(safe-area-inset-top)] max-lg:backdrop-blur-md max-lg:supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 w-full max-w-3xl items-center gap-2 px-2 sm:px-4 lg:max-w-none lg:px-6">
        <SideMenu pendingBookingsCount={pendingBookingsCount} />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={avatar.isUploading}
          aria-busy={avatar.isUploading || undefined}
          className="relative flex size-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          <Avatar name={displayName} src={profile?.avatarUrl} className="size-10" />
          {avatar.isUploading ? (
            <span className="absolute inset-0.5 flex items-center justify-center rounded-full bg-foreground/45">
              <Spinner className="size-5 text-white" />
            </span>
          ) : null}
          <span className="sr-only">
            {avatar.isUploading ? t('header.uploading') : t('header.changeAvatar')}
          </span>
        </button>
        <PhotoFileInput ref={fileInput} label={t('header.avatarInput')} onPick={avatar.pick} />
        <div className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 pl-1">
          <div className="flex min-w-0 items-center gap-2">
            <span className="truncate font-semibold text-[0.9375rem] leading-tight">{displayName}</span>
            {roleLabel ? (
              <Badge variant="secondary" className="py-0 text-[0.6875rem]">
                {roleLabel}
              </Badge>
            ) : null}
          </div>
          <Clock className="truncate text-muted-foreground text-xs" />
        </div>
        <NotificationBell />
        <BrandLockup className="hidden pr-2 text-lg md:inline-flex" markClassName="size-8" />
      </div>
    </header>
  );
}
