import { dateTimeFormat, personNames } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { EditableAvatar } from '@/components/editable-avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { formatLocale } from '@/lib/locale';

function memberSince(createdAt: unknown): string | null {
  if (typeof createdAt !== 'string') return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(formatLocale(), { month: 'long', year: 'numeric' }).format(date);
}

/** Avatar (tap the camera to change it), name, e-mail, role and membership date. */
export function ProfileSummaryCard() {
  const { t } = useTranslation();
  const { user, profile, role } = useAuth();
  const name = personNames(profile, user?.email).displayName;
  const since = memberSince(profile?.createdAt);

  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <EditableAvatar
          name={name}
          src={profile?.avatarUrl}
          labels={{
            change: t('customerProfile.changePhoto'),
            uploading: t('customerProfile.uploadingPhoto'),
            fileInput: t('customerProfile.photoInput'),
          }}
        />
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
