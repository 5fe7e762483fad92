import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/app-config';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right of the title (below it on phones). */
  actions?: ReactNode;
}

/** A screen's visible heading: its one h1, an optional line under it and optional actions beside it. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 sm:items-end">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** The heading with the document's title ("Page · Brand") that goes with it, so the two never disagree. */
export function PageHeader(props: PageHeadingProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <title>{t('common.pageTitle', { page: props.title, brand })}</title>
      <PageHeading {...props} />
    </>
  );
}
