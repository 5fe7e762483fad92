import '../conversations-strings';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EnquiryConversation, enquirySides } from '@/components/enquiry-conversation';
import { Card } from '@/components/ui/card';
import { useEnquiry } from '@/lib/api/get-enquiry';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import '@/lib/strings/conversation';

/**
 * A pre-booking conversation's page (decision 056), for the customer who opened it and the cleaner they wrote
 * to: who it is with, the messages and the box. The inbox and the message's notification lead here.
 */
export function EnquiryPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user, role } = useAuth();
  const id = useParams().conversationId ?? '';
  const enquiry = useEnquiry(id);
  const fallbackName = t(role === 'cleaner' ? 'roles.customer' : 'roles.cleaner');
  const otherName = enquirySides(enquiry.data, user?.id).otherName ?? fallbackName;
  const missing = enquiry.isError && isApiError(enquiry.error) && enquiry.error.status === 404;
  const title = t('conversation.heading', { name: otherName });

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <title>{t('common.pageTitle', { page: t('pages.messages'), brand })}</title>
      <BackLink to="/messages">{t('conversations.back')}</BackLink>
      {missing ? (
        <p className="text-muted-foreground">{t('conversations.notFound')}</p>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="font-bold text-2xl tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
              {title}
            </h1>
            <p className="text-muted-foreground text-sm">{t('conversations.beforeBooking')}</p>
          </header>
          <Card className="p-4">
            <EnquiryConversation id={id} fallbackName={fallbackName} />
          </Card>
        </>
      )}
    </div>
  );
}
