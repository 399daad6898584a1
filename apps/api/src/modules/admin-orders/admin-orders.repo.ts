import type { Db } from '../../db/connection';
import { containsPattern, idIn } from '../../db/like-pattern';
import type { OrderStatusValue } from '../../db/schema';
import type { PageWindow } from '../../http/pagination';

function matching(db: Db, filter: { q?: string; status?: OrderStatusValue }) {
  let query = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id').leftJoin('invoices as i', 'i.order_id', 'o.id');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  const text = filter.q?.trim();
  if (text) {
    const id = idIn(text);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', containsPattern(text)),
        eb('u.name', 'ilike', containsPattern(text)),
        eb('i.number', '=', text),
        ...(id === null ? [] : [eb('o.id', '=', id)]),
      ]),
    );
  }
  return query;
}

/** Orders of every buyer, newest first, with the invoice number of a paid one. */
export async function searchOrders(db: Db, filter: { q?: string; status?: OrderStatusValue }, window: PageWindow) {
  const rows = await matching(db, filter)
    .select([
      'o.id',
      'o.user_id',
      'u.name as buyer_name',
      'u.email as buyer_email',
      'o.kind',
      'o.status',
      'o.description',
      'o.currency',
      'o.total_cents',
      'o.tax_cents',
      'o.created_at',
      'i.number as invoice_number',
    ])
    .orderBy('o.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = await matching(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
