import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';

interface InstallDialogProps {
  brand: string;
  installing: boolean;
  onInstall: () => void;
  onClose: () => void;
}

/** The install offer itself; its own chunk, loaded when install-prompt.tsx decides to show it. */
export function InstallDialog({ brand, installing, onInstall, onClose }: InstallDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-auto bottom-4 translate-y-0 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
        <DialogHeading
          className="items-center text-center sm:items-start sm:text-left"
          title={t('install.title')}
          description={t('install.description', { brand })}
        >
          <BrandMark className="size-14" />
        </DialogHeading>
        {/* Install first in focus order; on wide screens it sits on the right. */}
        <DialogFooter className="flex-col sm:flex-row-reverse sm:justify-start">
          <Button onClick={onInstall} disabled={installing}>
            <Download aria-hidden />
            {t('install.install')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('install.dismiss')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
