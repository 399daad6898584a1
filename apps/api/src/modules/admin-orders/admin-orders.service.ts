import type { AdminOrderQuery, PagedAdminOrders } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import { searchOrders } from './admin-orders.repo';

export async function findOrders(deps: AppDeps, query: AdminOrderQuery): Promise<Outcome<PagedAdminOrders>> {
  const window = pageWindow(query, 20);
  const { rows, total } = await searchOrders(deps.db, { q: query.q, status: query.status }, window);
  const results = rows.map((row) => ({
    ...row,
    total_cents: Number(row.total_cents),
    tax_cents: Number(row.tax_cents),
    created_at: row.created_at.toISOString(),
  }));
  return { data: paged(results, total, window), message: 'OK' };
}
