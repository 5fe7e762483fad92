import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDownloadMyData } from '@/lib/api/download-my-data';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/lib/strings/account';

/** "Download my data": a JSON copy of everything stored about the person. */
export function DownloadDataCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.export.title')}</CardTitle>
        <CardDescription>{t('account.export.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          size="lg"
          className="w-full sm:w-auto"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toast.error(t('account.export.failed'), { description: errorDescription(error) }),
            })
          }
        >
          {download.isPending ? <Spinner /> : <Download aria-hidden />}
          {download.isPending ? t('account.export.pending') : t('account.export.submit')}
        </Button>
      </CardContent>
    </Card>
  );
}
