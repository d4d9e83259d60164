// The invariants that must hold after every crash and restart, checked in SQL against the
// database itself (lib/acknowledged.mjs checks that every acknowledged write is there).

/**
 * Invariants, as readable lines when broken. `dashboard` is the admin dashboard's answer taken
 * after reconciliation ran and before anything else was written.
 */
export async function violations(query, dashboard) {
  const found = [];
  for (const row of await query(`
    select b.tour_id, b.booking_date::text as date, sum(b.num_people)::int as taken, coalesce(d.capacity, t.capacity) as capacity
    from bookings b join tours t on t.id = b.tour_id
    left join departures d on d.tour_id = b.tour_id and d.date = b.booking_date
    where b.status in ('pending', 'booked')
    group by b.tour_id, b.booking_date, d.capacity, t.capacity
    having sum(b.num_people) > coalesce(d.capacity, t.capacity)`)) {
    found.push(`departure ${row.tour_id} on ${row.date}: ${row.taken} seats taken of ${row.capacity}`);
  }
  for (const row of await query(`select order_id, count(*)::int as n from bookings where order_id is not null group by order_id having count(*) > 1`)) {
    found.push(`order ${row.order_id} has ${row.n} bookings`);
  }
  for (const row of await query(`
    select o.id, o.status, o.refund_status from payment_orders o
    where o.booking_id is null and coalesce(o.refund_status, '') <> 'processed'
      and (o.status = 'paid' or exists (select 1 from sandbox_payments p where p.order_id = o.id and p.status = 'captured'))`)) {
    found.push(`order ${row.id} was paid but is neither booked nor refunded (status ${row.status}, refund ${row.refund_status ?? 'none'})`);
  }
  // The ledger (decision 035): every order that paid for a booking is on its ledger, a booking never keeps
  // more than its total, and one still running that owes no balance keeps exactly its total.
  for (const row of await query(`
    select o.id from payment_orders o
    where o.booking_id is not null and o.status = 'paid'
      and not exists (select 1 from booking_ledger l where l.source = 'order' and l.source_id = o.id)`)) {
    found.push(`order ${row.id} paid for a booking but is not on its ledger`);
  }
  for (const row of await query(`
    select b.id, b.status, b.total_paise::bigint as total, b.balance_due_on,
      coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0)::bigint as kept
    from bookings b left join booking_ledger l on l.booking_id = b.id
    where b.payment_id is not null
    group by b.id
    having coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0) > b.total_paise
      or (b.status <> 'canceled' and b.balance_due_on is null
          and coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0) <> b.total_paise)`)) {
    found.push(`booking ${row.id} (${row.status}) keeps ${row.kept} paise of a total of ${row.total}${row.balance_due_on ? `, balance due ${row.balance_due_on}` : ''}`);
  }
  // A booking still owing its balance keeps less than its total: one paid up has no due date left.
  for (const row of await query(`
    select b.id, b.total_paise::bigint as total, b.balance_due_on::text as due,
      coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0)::bigint as kept
    from bookings b left join booking_ledger l on l.booking_id = b.id
    where b.balance_due_on is not null and b.status <> 'canceled'
    group by b.id
    having coalesce(sum(case when l.kind = 'payment' then l.amount_paise else -l.amount_paise end), 0) >= b.total_paise`)) {
    found.push(`booking ${row.id} keeps its whole total (${row.kept} paise) but still owes a balance due ${row.due}`);
  }
  const [counts] = await query(`select
      (select count(*)::int from users where role = 'traveller') as "totalUsers",
      (select count(*)::int from tours) as "totalTours",
      (select count(*)::int from bookings) as "totalBookings",
      (select count(*)::int from reviews) as "totalReviews"`);
  for (const [name, rows] of Object.entries(counts)) {
    if (dashboard[name] !== rows) found.push(`dashboard ${name} is ${dashboard[name]} but the table has ${rows}`);
  }
  return found;
}

/**
 * How far paying in parts went (decision 035), for the report: bookings paid by advance, balances
 * on their ledgers (confirmed by the browser or applied by reconciliation), balance orders refunded
 * because nothing was owed any more (paid twice, or the booking cancelled first), and bookings still
 * owing.
 */
export async function partPayments(query) {
  const [counts] = await query(`select
      (select count(*)::int from bookings where payment_plan = 'advance') as "advances",
      (select count(*)::int from booking_ledger where source = 'order' and purpose = 'balance') as "balances",
      (select count(*)::int from payment_orders where purpose = 'balance' and refund_status is not null) as "balancesRefunded",
      (select count(*)::int from bookings where balance_due_on is not null and status <> 'canceled') as "owing"`);
  return counts;
}
