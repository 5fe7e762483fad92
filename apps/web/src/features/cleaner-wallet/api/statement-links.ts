import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';

/**
 * The statement downloads (docs/api.md#cleaner, decision 077): plain links with `download`, the browser sending
 * the session cookie; the server answers the file with its own name.
 */
export const monthStatementUrl = (month: string, format: 'csv' | 'pdf') =>
  apiPath(format === 'csv' ? apiRoutes.statementMonthCsv : apiRoutes.statementMonthPdf, { month });

export const yearStatementUrl = (year: number, format: 'csv' | 'pdf') =>
  apiPath(format === 'csv' ? apiRoutes.statementYearCsv : apiRoutes.statementYearPdf, { year });
