import type { AdminTaxRate, AdminTaxRateBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * POST /api/v1/admin/tax-rates: schedules a rate (the server audits it and refuses a past day, a tax the place
 * does not pay, a rate over 50 % and a repeat). The table is read again; a refusal is left to the form.
 */
export function useScheduleTaxRate() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: AdminTaxRateBody) => api.post<AdminTaxRate>(apiRoutes.adminTaxRates, body),
    onSuccess: () => {
      toast.success(t('adminTaxRates.form.saved'));
      return queryClient.invalidateQueries({ queryKey: adminKeys.taxRates });
    },
  });
}
