import '../help-strings';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSection } from '@/components/page-section';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { readHelpContext } from '@/lib/help-link';
import { ContactForm } from '../components/contact-form';
import { HelpFaq } from '../components/help-faq';
import { MySupportCases } from '../components/my-support-cases';
import { SupportCaseView } from '../components/support-case-view';

/**
 * /help, for every role (decision 067): the FAQ, "Contact us" (customers and cleaners ask; admins are pointed to
 * the queue they answer from) and "Your requests". `?case=<id>` shows one request's conversation instead;
 * `?topic=&booking=` (from a "contact support" link) fills the form in.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [params] = useSearchParams();
  const caseId = params.get('case');
  const title = t('pages.help');

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      {caseId ? <SupportCaseView key={caseId} id={caseId} /> : <HelpHome title={title} params={params} />}
    </div>
  );
}

function HelpHome({ title, params }: { title: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const { role } = useAuth();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const context = readHelpContext(params);
  const contact = useRef<HTMLDivElement>(null);
  // A "contact support" link lands on the form: scroll to it, so the person starts where they meant to.
  useEffect(() => {
    if (hash === '#contact') contact.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('help.intro')}</p>
      </div>
      <PageSection heading={t('help.faq.heading')}>
        <HelpFaq />
      </PageSection>
      <div id="contact" ref={contact} className="scroll-mt-24">
        <PageSection heading={t('help.contact.heading')}>
          <Card>
            <CardContent className="flex flex-col gap-4">
              {role === 'admin' ? (
                <>
                  <p className="text-muted-foreground">{t('help.contact.adminNote')}</p>
                  <Button asChild variant="outline" className="self-start">
                    <Link to="/admin/support">{t('help.contact.adminLink')}</Link>
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-muted-foreground text-sm">{t('help.contact.intro')}</p>
                  <ContactForm initial={context} onOpened={(id) => void navigate(`/help?case=${id}`)} />
                </>
              )}
            </CardContent>
          </Card>
        </PageSection>
      </div>
      {role === 'admin' ? null : (
        <PageSection heading={t('help.requests.heading')}>
          <MySupportCases />
        </PageSection>
      )}
    </>
  );
}
