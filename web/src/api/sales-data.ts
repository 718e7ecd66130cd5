/** The sales data's report (GET /api/private/integration/report): Home and the Sales Data page read it. */
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const SALES_DATA_REPORT_KEY = '/api/private/integration/report';

export const useSalesDataReport = () =>
  useSWR(SALES_DATA_REPORT_KEY, (path: string) => api<Reply<'get-sales-data-report'>>(path));
