import type { Profile } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { EditableAvatar } from '@/components/editable-avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRating } from '@/lib/api/get-rating';
import { formatRating } from '@/lib/format';

/** Avatar (tap the camera to change it), name, live rating and approval status. */
export function ProfileHeaderCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();

  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <EditableAvatar
          name={profile.fullName}
          src={profile.avatarUrl}
          labels={{
            change: t('cleanerProfile.header.changePhoto'),
            uploading: t('cleanerProfile.header.uploadingPhoto'),
            fileInput: t('cleanerProfile.header.photoInput'),
          }}
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="truncate font-semibold text-lg leading-tight">{profile.fullName}</p>
          <RatingLine />
          <div className="flex flex-wrap items-center gap-2">
            {profile.isApproved ? (
              <Badge variant="completed">{t('cleanerProfile.header.approved')}</Badge>
            ) : (
              <Badge variant="pending">{t('cleanerProfile.header.pendingApproval')}</Badge>
            )}
          </div>
          {profile.isApproved ? null : (
            <p className="text-muted-foreground text-xs">{t('cleanerProfile.header.pendingApprovalHint')}</p>
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
    return <p className="text-muted-foreground text-sm">{t('cleanerProfile.header.noRatings')}</p>;
  }
  const values = { rating: formatRating(data.averageRating), count: data.reviewCount };
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden className="font-medium tabular-nums">
        {t('cleanerProfile.header.rating', values)}
      </span>
      <span className="sr-only">{t('cleanerProfile.header.ratingLabel', values)}</span>
    </p>
  );
}
