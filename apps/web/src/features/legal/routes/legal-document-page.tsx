import '../legal-strings';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLockup } from '@/components/brand-logo';
import { useBrand } from '@/lib/app-config';
import type { LegalDocumentName } from '../api/get-legal-document';
import { LegalDocumentView } from '../components/legal-document-view';

/** /legal/terms and /legal/privacy: readable by anyone, signed in or not, in the visitor's language. */
function LegalDocumentPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = name === 'terms' ? t('legal.terms') : t('legal.privacy');
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-2xl flex-col gap-6 py-4 sm:py-8">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <BrandLockup />
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <LegalDocumentView name={name} />
      <Link to="/" className="inline-flex items-center gap-2 font-medium text-primary text-sm underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t('legal.backToApp', { brand })}
      </Link>
    </div>
  );
}

export const TermsPage = () => <LegalDocumentPage name="terms" />;
export const PrivacyPage = () => <LegalDocumentPage name="privacy" />;
