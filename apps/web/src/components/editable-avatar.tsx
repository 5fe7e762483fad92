import { Camera } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { PhotoFileInput } from '@/components/photo-file-input';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { useUploadAvatar } from '@/lib/upload-avatar';

interface EditableAvatarProps {
  name: string;
  src: string | null | undefined;
  labels: {
    /** The camera button's name for screen readers. */
    change: string;
    /** The same button while the photo uploads. */
    uploading: string;
    /** The hidden file input's label. */
    fileInput: string;
  };
}

/** A large avatar, under a spinner while its new photo uploads; `children` sit over its corner. */
export function UploadingAvatar({
  name,
  src,
  uploading,
  children,
}: {
  name: string;
  src: string | null | undefined;
  uploading: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="relative shrink-0">
      <Avatar name={name} src={src} className="size-20 [&>span]:text-2xl" />
      {uploading ? (
        <span className="absolute inset-0.5 flex items-center justify-center rounded-full bg-foreground/45">
          <Spinner className="size-6 text-white" />
        </span>
      ) : null}
      {children}
    </div>
  );
}

/** The signed-in person's large avatar with a camera button to pick a new photo (uploads at once). */
export function EditableAvatar({ name, src, labels }: EditableAvatarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const avatar = useUploadAvatar();
  return (
    <UploadingAvatar name={name} src={src} uploading={avatar.isUploading}>
      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        disabled={avatar.isUploading}
        aria-busy={avatar.isUploading || undefined}
        className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm ring-3 ring-card transition-colors before:absolute before:-inset-1 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:opacity-70"
      >
        <Camera aria-hidden className="size-4" />
        <span className="sr-only">{avatar.isUploading ? labels.uploading : labels.change}</span>
      </button>
      <PhotoFileInput ref={fileInput} label={labels.fileInput} onPick={avatar.pick} />
    </UploadingAvatar>
  );
}
