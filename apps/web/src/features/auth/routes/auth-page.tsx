import { FIRST_CLEANING_DISCOUNT_PERCENT } from '@limpa/domain';
import { Clock, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLockup } from '@/components/brand-logo';
import { IconBadge } from '@/components/icon-badge';
import { LanguagePicker } from '@/components/language/language-picker';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/app-config';
import { useScreenNavigation } from '@/lib/screen-navigation';
import { AuthTab, AuthTabPanel, AuthTabs, AuthTabsList } from '../components/auth-tabs';
import { GoogleCallbackError } from '../components/google-callback-error';
import { SignInForm } from '../components/sign-in-form';

/**
 * Signing in is what the first screen shows; the sign-up form (role picker, phone field, radio group) and the
 * reset form load when chosen — or as soon as the pointer or focus reaches the sign-up tab — so they stay out
 * of the first screen's JavaScript (issue 18).
 */
const loadSignUpForm = () => import('../components/sign-up-form');
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

function FormLoading() {
  return (
    <div className="flex justify-center py-10 text-muted-foreground">
      <Spinner />
    </div>
  );
}

type AuthView = 'signin' | 'signup' | 'forgot';

function TrustList() {
  const { t } = useTranslation();
  const brand = useBrand();
  const items = [
    { icon: ShieldCheck, title: t('auth.hero.insured'), detail: t('auth.hero.insuredDetail') },
    { icon: Clock, title: t('auth.hero.onTime'), detail: t('auth.hero.onTimeDetail') },
    { icon: Star, title: t('auth.hero.rated'), detail: t('auth.hero.ratedDetail') },
  ];
  return (
    <section aria-label={t('auth.hero.trustLabel', { brand })}>
      <ul className="grid grid-cols-3 gap-2 lg:grid-cols-1 lg:gap-4">
        {items.map(({ icon: Icon, title, detail }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-2 rounded-2xl px-1 py-3 text-center lg:flex-row lg:items-center lg:gap-4 lg:bg-white/10 lg:px-4 lg:text-left lg:backdrop-blur-sm"
          >
            <IconBadge
              icon={Icon}
              className="size-10 shrink-0 rounded-full bg-brand-100 text-brand-700 lg:bg-white/15 lg:text-white"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-foreground text-xs leading-tight sm:text-sm lg:text-base lg:text-white">
                {title}
              </span>
              <span className="hidden text-brand-100 text-sm lg:block">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /auth (and /): sign in, create an account, or ask for a password-reset link. */
export function AuthPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { searchParams } = useScreenNavigation();
  const [view, setView] = useState<AuthView>(() =>
    searchParams.get('tab') === 'signup' ? 'signup' : 'signin',
  );

  const title =
    view === 'signup'
      ? t('auth.title.signUp', { brand })
      : view === 'forgot'
        ? t('auth.title.reset', { brand })
        : t('auth.title.signIn', { brand });

  return (
    <main className="relative flex min-h-dvh flex-col overflow-hidden bg-background lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <title>{title}</title>
      {/* Soft brand wash behind the top of the phone layout. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(120%_90%_at_10%_0%,var(--color-brand-100)_0%,transparent_60%),radial-gradient(80%_70%_at_100%_0%,var(--color-accent-100)_0%,transparent_55%)] opacity-90 lg:hidden"
      />

      <div className="contents lg:relative lg:flex lg:flex-col lg:justify-between lg:gap-12 lg:overflow-hidden lg:bg-gradient-to-br lg:from-brand-600 lg:via-brand-700 lg:to-brand-900 lg:p-12 lg:text-white xl:p-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 hidden size-96 rounded-full bg-white/10 blur-3xl lg:block"
        />
        <div className="relative order-1 px-5 pt-[calc(env(safe-area-inset-top)+1.5rem)] sm:px-8 lg:p-0">
          <BrandLockup markClassName="lg:ring-2 lg:ring-white/30 lg:rounded-[0.6rem]" />
        </div>
        <div className="relative order-2 mx-auto w-full max-w-md px-5 pt-8 pb-6 sm:px-8 lg:mx-0 lg:max-w-lg lg:p-0">
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 font-semibold text-accent-800 text-xs lg:mb-6">
            <Sparkles aria-hidden className="size-3.5" />
            {t('auth.hero.promo', { percent: FIRST_CLEANING_DISCOUNT_PERCENT })}
          </p>
          <h1 className="text-balance font-bold text-[1.75rem] leading-tight tracking-tight sm:text-4xl lg:text-5xl">
            {t('auth.hero.heading')}
          </h1>
          <p className="mt-3 text-pretty text-[0.9375rem] text-muted-foreground leading-relaxed lg:mt-5 lg:text-brand-100 lg:text-lg">
            {t('auth.hero.subheading')}
          </p>
        </div>
        <div className="relative order-4 mx-auto w-full max-w-md px-5 pt-6 pb-[calc(env(safe-area-inset-bottom)+2rem)] sm:px-8 lg:mx-0 lg:max-w-lg lg:p-0">
          <TrustList />
        </div>
      </div>

      <div className="relative order-3 flex w-full justify-center px-4 sm:px-8 lg:items-center lg:py-12">
        <Card className="w-full max-w-md">
          <CardContent className="p-5 sm:p-8">
            <GoogleCallbackError />
            <Suspense fallback={<FormLoading />}>
              {view === 'forgot' ? (
                <ForgotPasswordForm onBack={() => setView('signin')} />
              ) : (
                <AuthTabs value={view} onValueChange={(next) => setView(next as AuthView)}>
                  <AuthTabsList>
                    <AuthTab value="signin">{t('auth.tabs.signIn')}</AuthTab>
                    <AuthTab value="signup" onPointerEnter={loadSignUpForm} onFocus={loadSignUpForm}>
                      {t('auth.tabs.signUp')}
                    </AuthTab>
                  </AuthTabsList>
                  <AuthTabPanel value="signin">
                    <SignInForm
                      onSwitchToSignUp={() => setView('signup')}
                      onForgotPassword={() => setView('forgot')}
                    />
                  </AuthTabPanel>
                  <AuthTabPanel value="signup">
                    <SignUpForm onSwitchToSignIn={() => setView('signin')} />
                  </AuthTabPanel>
                </AuthTabs>
              )}
            </Suspense>
            <LanguagePicker className="mt-6 border-border border-t pt-5" />
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
