import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrand } from '@/lib/app-config';

/**
 * Admin pages set their own title and canonical link (docs/product-rules.md#routes-and-who-may-enter):
 * `document.title` becomes "<page> | <brand>", and a `<link rel="canonical" href="{origin}{path}">` (no
 * query) is created or updated in the head, then removed (or restored) when the page goes away.
 */
export function useAdminPageMeta(page: string) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const title = t('common.pageTitle', { page, brand });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const href = `${window.location.origin}${pathname}`;
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (existing) {
      const previous = existing.getAttribute('href');
      existing.setAttribute('href', href);
      return () => {
        if (previous === null) existing.remove();
        else existing.setAttribute('href', previous);
      };
    }
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [pathname]);
}
