// Writes a server acknowledged with a 2xx, checked against the database itself. The crash and
// scale-out commands record each one as { kind, … } and look for it here afterwards.

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

  const moved = await present(`select id::text || ' ' || booking_date::text as key from bookings where id::text = any($1)`, of('reschedule').map((w) => w.bookingId));
  for (const write of of('reschedule')) if (!moved.has(`${write.bookingId} ${write.bookingDate}`)) lost.push(`move of booking ${write.bookingId} to ${write.bookingDate}`);

  const cancelled = await present(`select id::text as key from bookings where status = 'canceled' and id::text = any($1)`, of('cancel').map((w) => w.bookingId));
  for (const write of of('cancel')) if (!cancelled.has(write.bookingId)) lost.push(`cancellation of booking ${write.bookingId}`);

  // A balance acknowledged paid (decision 035) is on its booking's ledger.
  const balances = await present(
    `select source_id as key from booking_ledger where source = 'order' and purpose = 'balance' and source_id = any($1)`,
    of('balance').map((w) => w.orderId),
  );
  for (const write of of('balance')) if (!balances.has(write.orderId)) lost.push(`balance ${write.orderId} of booking ${write.bookingId}`);
  return lost;
}
