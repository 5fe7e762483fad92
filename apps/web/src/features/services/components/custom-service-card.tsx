import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** "Need a Custom Service?" → the FAQ. */
export function CustomServiceCard() {
  const { t } = useTranslation();
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardContent className="flex flex-col items-start gap-3">
        <IconBadge
          icon={MessageCircleQuestion}
          className="size-11 rounded-xl bg-card text-brand-700 shadow-xs"
        />
        <h2 className="font-semibold text-lg leading-tight">{t('services.custom.title')}</h2>
        <p className="text-muted-foreground text-sm leading-relaxed">{t('services.custom.description')}</p>
        <Button asChild variant="outline" className="mt-1">
          <Link to="/customer/faq">
            {t('services.custom.action')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
