// What must hold after every crash and restart, checked in SQL against the database itself:
// every acknowledged write is there, and the invariants hold.

/** Acknowledged writes missing from the database, as readable lines. */
export async function lostWrites(query, writes) {
  const lost = [];
  const of = (kind) => writes.filter((write) => write.kind === kind);
  const present = async (text, values) => new Set((await query(text, [values])).map((row) => row.key));

  const emails = await present('select email as key from users where email = any($1)', of('register').map((w) => w.email));
  for (const write of of('register')) if (!emails.has(write.email)) lost.push(`account ${write.email}`);

  const wishes = await present(
    `select u.email || ' ' || w.tour_id as key from wishlist_items w join users u on u.id = w.user_id where u.email = any($1)`,
    of('wish').map((w) => w.email),
  );
  for (const write of of('wish')) if (!wishes.has(`${write.email} ${write.tourId}`)) lost.push(`wish of ${write.email} for ${write.tourId}`);

  const orders = await present('select id as key from payment_orders where id = any($1)', of('hold').map((w) => w.orderId));
  for (const write of of('hold')) if (!orders.has(write.orderId)) lost.push(`order (and hold) ${write.orderId}`);

  const payments = await present(`select order_id as key from sandbox_payments where order_id = any($1)`, of('pay').map((w) => w.orderId));
  for (const write of of('pay')) if (!payments.has(write.orderId)) lost.push(`payment of order ${write.orderId}`);

  const booked = await present('select id::text as key from bookings where id::text = any($1)', of('book').map((w) => w.bookingId));
  for (const write of of('book')) if (!booked.has(write.bookingId)) lost.push(`booking ${write.bookingId}`);

  const cancelled = await present(`select id::text as key from bookings where status = 'canceled' and id::text = any($1)`, of('cancel').map((w) => w.bookingId));
  for (const write of of('cancel')) if (!cancelled.has(write.bookingId)) lost.push(`cancellation of booking ${write.bookingId}`);
  return lost;
}

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
