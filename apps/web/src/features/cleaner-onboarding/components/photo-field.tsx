import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadingAvatar } from '@/components/editable-avatar';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useUploadAvatar } from '@/lib/upload-avatar';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

interface PhotoFieldProps {
  name: string;
  avatarUrl: string | null;
}

/**
 * The onboarding photo: JPEG or PNG only (checked here; the shared avatar upload then checks the size,
 * uploads it at once and refreshes the session, with its own toasts).
 */
export function PhotoField({ name, avatarUrl }: PhotoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const avatar = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = (file: File) => {
    if (!PHOTO_TYPES.includes(file.type)) {
      const message = t('cleanerOnboarding.photo.invalidType');
      setError(message);
      toast.error(t('cleanerOnboarding.toasts.invalidPhotoTitle'), { description: message });
      return;
    }
    setError(null);
    avatar.pick(file);
  };

  return (
    <div className="flex items-center gap-4">
      <UploadingAvatar name={name} src={avatarUrl} uploading={avatar.isUploading} />
      <div className="flex min-w-0 flex-col items-start gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={avatar.isUploading}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {avatar.isUploading ? <Spinner /> : <Camera aria-hidden />}
          {avatar.isUploading
            ? t('cleanerOnboarding.photo.uploading')
            : avatarUrl
              ? t('cleanerOnboarding.photo.change')
              : t('cleanerOnboarding.photo.upload')}
        </Button>
        <PhotoFileInput
          ref={input}
          accept="image/jpeg,image/png"
          label={t('cleanerOnboarding.photo.input')}
          onPick={pick}
        />
        <p id={hintId} className="text-muted-foreground text-xs">
          {t('cleanerOnboarding.photo.hint')} {t('cleanerOnboarding.photo.formats')}
        </p>
        {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      </div>
    </div>
  );
}
