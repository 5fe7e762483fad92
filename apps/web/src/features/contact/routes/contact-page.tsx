import '../contact-strings';
import { SUPPORT_TOPICS, type SupportTopic } from '@limpa/domain';
import { CircleCheck, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StandaloneCardPage } from '@/components/standalone-card-page';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { helpLink } from '@/lib/help-link';
import type { GuestMessage } from '../api/send-guest-message';
import { GuestContactForm } from '../components/guest-contact-form';

const isTopic = (value: string | null): value is SupportTopic =>
  (SUPPORT_TOPICS as readonly string[]).includes(value ?? '');

/**
 * /contact (decision 073): writing to the team without an account to sign in with, above all when the account is
 * suspended ("contact support" at sign-in leads here, with the topic and the address typed). A signed-in person
 * has the Help page, where the answer comes back in the app: they are sent there.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { status } = useAuth();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<GuestMessage | null>(null);
  const topic = params.get('topic');
  if (status === 'signed-in')
    return <Navigate to={helpLink({ topic: isTopic(topic) ? topic : 'other' })} replace />;

  const title = t('contact.title');
  return (
    <StandaloneCardPage
      title={t('common.pageTitle', { page: title, brand })}
      icon={LifeBuoy}
      heading={title}
      description={sent ? undefined : t('contact.intro')}
    >
      {sent ? (
        <div role="status" className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-700" />
            {t('contact.sent')}
          </p>
          <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
            {t('contact.sentHint', { email: sent.email })}
          </p>
        </div>
      ) : (
        <GuestContactForm
          initial={{
            ...(isTopic(topic) && { topic }),
            ...(params.get('email') && { email: params.get('email') ?? '' }),
          }}
          onSent={setSent}
        />
      )}
      <Link to="/auth" className="text-brand-700 text-sm underline underline-offset-4">
        {t('contact.signIn')}
      </Link>
    </StandaloneCardPage>
  );
}
