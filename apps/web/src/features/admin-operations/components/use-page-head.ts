import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/app-config';

/**
 * Admin pages set their own title and canonical link (docs/product-rules.md#routes-and-who-may-enter):
 * `document.title` becomes "<page> | <brand>" and `<link rel="canonical">` points at the page's own path
 * (without filters). The link is created if missing, updated, and removed (or restored) when the page goes.
 */
export function usePageHead(page: string, path: string) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('common.pageTitle', { page, brand });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const href = new URL(path, window.location.origin).href;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const existing = link?.getAttribute('href') ?? null;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = href;
    const own = link;
    return () => {
      if (existing === null) own.remove();
      else own.setAttribute('href', existing);
    };
  }, [path]);
}
