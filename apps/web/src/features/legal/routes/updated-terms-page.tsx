import '../legal-strings';
import type { LegalStatus } from '@limpa/contracts';
import { FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/submit-button';
import { LanguagePicker } from '@/components/language/language-picker';
import { LogoutButton } from '@/components/logout-button';
import { StandaloneCardPage } from '@/components/standalone-card-page';
import { useBrand } from '@/lib/app-config';
import { useAcceptLegalTerms } from '../api/accept-legal-terms';

/**
 * What every signed-in screen shows while the person has not accepted the terms in force (decision 068): links
 * to both documents, the language picker and "I accept". The API refuses their other writes meanwhile; reading, signing out, the data
 * export and deleting the account stay open.
 */
export function UpdatedTermsPage({ legal }: { legal: LegalStatus }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const accept = useAcceptLegalTerms();
  const link = 'font-medium text-primary underline';
  return (
    <main className="px-4">
      <StandaloneCardPage
        title={t('common.pageTitle', { page: t('legal.updated.title'), brand })}
        icon={FileCheck2}
        heading={t('legal.updated.heading')}
        description={t('legal.updated.description', { brand })}
      >
        {/* The documents open in the language chosen here; the API lets this one change through (decision 068). */}
        <LanguagePicker />
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-muted-foreground">{t('legal.updated.openLabel')}</p>
          <ul className="flex flex-col gap-1.5">
            <li>
              <a href="/legal/terms" target="_blank" rel="noopener" className={link}>
                {t('legal.terms')}
              </a>
            </li>
            <li>
              <a href="/legal/privacy" target="_blank" rel="noopener" className={link}>
                {t('legal.privacy')}
              </a>
            </li>
          </ul>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            accept.mutate({ termsVersion: legal.termsVersion, privacyVersion: legal.privacyVersion });
          }}
        >
          <SubmitButton
            className="w-full"
            pending={accept.isPending}
            label={t('legal.updated.accept')}
            pendingLabel={t('legal.updated.accepting')}
          />
        </form>
        <p className="text-muted-foreground text-sm">{t('legal.updated.leaveHint')}</p>
        <LogoutButton label={t('menu.signOut')} pendingLabel={t('menu.signingOut')} />
      </StandaloneCardPage>
    </main>
  );
}
