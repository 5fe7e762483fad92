import type { Profile } from '@limpa/contracts';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useRating } from '@/lib/api/get-rating';
import { useUploadAvatar } from '@/lib/upload-avatar';

/** Avatar (tap the camera to change it), name, live rating and approval status. */
export function ProfileHeaderCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const avatar = useUploadAvatar();

  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <div className="relative shrink-0">
          <Avatar name={profile.fullName} src={profile.avatarUrl} className="size-20 [&>span]:text-2xl" />
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
              {avatar.isUploading
                ? t('providerProfile.header.uploadingPhoto')
                : t('providerProfile.header.changePhoto')}
            </span>
          </button>
          <PhotoFileInput
            ref={fileInput}
            label={t('providerProfile.header.photoInput')}
            onPick={avatar.pick}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="truncate font-semibold text-lg leading-tight">{profile.fullName}</p>
          <RatingLine />
          <div className="flex flex-wrap items-center gap-2">
            {profile.isApproved ? (
              <Badge variant="completed">{t('providerProfile.header.approved')}</Badge>
            ) : (
              <Badge variant="pending">{t('providerProfile.header.pendingApproval')}</Badge>
            )}
          </div>
          {profile.isApproved ? null : (
            <p className="text-muted-foreground text-xs">{t('providerProfile.header.pendingApprovalHint')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** "4.3 ★ (12 reviews)" from the live rating, or "No ratings yet". */
function RatingLine() {
  const { t } = useTranslation();
  const rating = useRating();
  if (rating.isPending) return <Skeleton className="h-5 w-32" />;
  const data = rating.data;
  if (!data || data.averageRating === null || data.reviewCount === 0) {
    return <p className="text-muted-foreground text-sm">{t('providerProfile.header.noRatings')}</p>;
  }
  const values = { rating: data.averageRating.toFixed(1), count: data.reviewCount };
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden className="font-medium tabular-nums">
        {t('providerProfile.header.rating', values)}
      </span>
      <span className="sr-only">{t('providerProfile.header.ratingLabel', values)}</span>
    </p>
  );
}
