import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { AVATAR_MAX_BYTES } from '@limpa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { api } from './api-client';

export type AvatarFileProblem = 'not-image' | 'too-large';

/** Client checks before any upload (the server checks again by content). */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > AVATAR_MAX_BYTES) return 'too-large';
  return null;
}

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.put<{ avatarUrl: string }>(apiRoutes.avatar, body);
}

/** Validates, uploads, refreshes /api/v1/me; every outcome is a toast. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appKeys.session });
      toast.success(t('avatar.successTitle'), { description: t('avatar.successDescription') });
    },
    onError: () => {
      toast.error(t('avatar.failedTitle'), { description: t('avatar.failedDescription') });
    },
  });

  const pick = (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem === 'not-image') {
      toast.error(t('avatar.invalidTitle'), { description: t('avatar.invalidDescription') });
      return;
    }
    if (problem === 'too-large') {
      toast.error(t('avatar.tooLargeTitle'), { description: t('avatar.tooLargeDescription') });
      return;
    }
    mutation.mutate(file);
  };

  return { pick, isUploading: mutation.isPending };
}
