import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** Back in history, or to `fallback` when the page was opened directly. */
export function PageBackLink({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 text-muted-foreground"
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft aria-hidden />
      {t('cleaners.back')}
    </Button>
  );
}
