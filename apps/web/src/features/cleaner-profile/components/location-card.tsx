import type { Profile } from '@limpa/contracts';
import { CircleCheck, CircleDashed, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Read-only: country, city, address, postal code, transport, currency and payout status (set in setup). */
export function LocationCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const notSet = <span className="text-muted-foreground">{t('cleanerProfile.details.notSet')}</span>;
  const address = [profile.addressLine1, profile.addressLine2, profile.provinceOrDistrict]
    .filter((part): part is string => Boolean(part))
    .join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cleanerProfile.location.title')}</CardTitle>
        <CardDescription>{t('cleanerProfile.location.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
          <Row label={t('cleanerProfile.location.country')}>
            {profile.country ? t(`cleanerProfile.countries.${profile.country}`) : notSet}
          </Row>
          <Row label={t('cleanerProfile.location.city')}>{profile.city || notSet}</Row>
          <Row label={t('cleanerProfile.location.address')} wide>
            {address || notSet}
          </Row>
          <Row label={t('cleanerProfile.location.postalCode')}>{profile.postalCode || notSet}</Row>
          <Row label={t('cleanerProfile.location.transport')}>
            {profile.transportType ? t(`cleanerProfile.transport.${profile.transportType}`) : notSet}
          </Row>
          <Row label={t('cleanerProfile.location.currency')}>{profile.currency ?? notSet}</Row>
          <Row label={t('cleanerProfile.location.payout')}>
            {profile.payoutConnected ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-primary">
                <CircleCheck aria-hidden className="size-4" />
                {t('cleanerProfile.location.payoutConnected')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <CircleDashed aria-hidden className="size-4" />
                {t('cleanerProfile.location.payoutNotConnected')}
              </span>
            )}
          </Row>
        </dl>
        <Link
          to="/provider/complete-profile?step=1"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Settings2 aria-hidden className="size-4" />
          {t('cleanerProfile.location.change')}
        </Link>
      </CardContent>
    </Card>
  );
}

function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 flex min-w-0 flex-col gap-1' : 'flex min-w-0 flex-col gap-1'}>
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
