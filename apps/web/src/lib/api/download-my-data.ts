import * as apiRoutes from '@limpa/contracts/api-routes';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** The export's own date names the file, as the API's Content-Disposition does. */
export const exportFileName = (exportedAt: string) => `limpa-my-data-${exportedAt.slice(0, 10)}.json`;

/** GET /api/v1/me/export, saved as a JSON file through a temporary link (works on phones too). */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<{ exportedAt: string }>(apiRoutes.dataExport);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(data.exportedAt);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadMyData() {
  return useActionMutation({ mutationFn: downloadMyData });
}
