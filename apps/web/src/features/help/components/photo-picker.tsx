import { SUPPORT_PHOTOS_MAX } from '@limpa/domain';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A key per chosen file, so the same picture chosen twice still gets two rows. */
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;
const keyOf = (file: File) => {
  let key = fileKeys.get(file);
  if (!key) {
    nextKey += 1;
    key = `photo-${nextKey}`;
    fileKeys.set(file, key);
  }
  return key;
};

interface PhotoPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/**
 * Up to SUPPORT_PHOTOS_MAX photos for a new request: a visible button opens the device's picker (several at
 * once), each chosen file is listed with a remove button. Only images are offered; the server checks the content.
 */
export function PhotoPicker({ files, onChange }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const room = SUPPORT_PHOTOS_MAX - files.length;
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        aria-label={t('help.photos.pick')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])].filter((f) => f.type.startsWith('image/'));
          event.target.value = '';
          onChange([...files, ...picked].slice(0, SUPPORT_PHOTOS_MAX));
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={room <= 0}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
        {t('help.photos.add')}
      </Button>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('help.photos.hint', { count: SUPPORT_PHOTOS_MAX })}
      </p>
      {files.length > 0 ? (
        <ul aria-label={t('help.photos.chosen')} className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li key={keyOf(file)} className="flex min-w-0 items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('help.photos.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
