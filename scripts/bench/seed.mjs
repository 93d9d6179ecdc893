// Transfers in bulk, straight into PostgreSQL: each one a copy of a real quote the API priced,
// with its own quote row (one quote makes one transfer), owner, tracking number and time.
// Generated in the database with generate_series, so a million rows take seconds, not hours.

/**
 * Adds transfers number `from`..`to` (inclusive) for one customer. Transfer n was made n × `stepMinutes`
 * ago, so a customer's history reaches back evenly and the 30-day window holds a fixed number.
 */
export async function seedTransfers(db, { customerId, quoteId, recipient, from, to, stepMinutes }) {
  await db.query(
    `with q as (
       insert into quotes (customer_id, corridor_id, payout_method, amount_type, source_currency,
         destination_currency, send_minor, fee_minor, total_minor, receive_minor, mid_rate,
         customer_rate, delivery_minutes, expires_at, created_at)
       select $2, t.corridor_id, t.payout_method, t.amount_type, t.source_currency,
         t.destination_currency, t.send_minor, t.fee_minor, t.total_minor, t.receive_minor,
         t.mid_rate, t.customer_rate, t.delivery_minutes,
         now() - make_interval(mins => g * $5) + interval '30 minutes',
         now() - make_interval(mins => g * $5)
       from quotes t, generate_series($3::int, $4::int) g
       where t.id = $1
       returning *
     )
     insert into transfers (customer_id, tracking_number, quote_id, idempotency_key, recipient_id,
       recipient_name, recipient, payout_method, source_currency, destination_currency, send_minor,
       fee_minor, total_minor, receive_minor, mid_rate, customer_rate, limit_minor, purpose,
       source_of_funds, status, available_by, pay_by, paid_at, created_at, updated_at)
     select q.customer_id, 'HB' || upper(substr(md5(q.id::text), 1, 16)), q.id, q.id::text,
       $6, $7, $8::jsonb, q.payout_method, q.source_currency, q.destination_currency,
       q.send_minor, q.fee_minor, q.total_minor, q.receive_minor, q.mid_rate, q.customer_rate,
       q.send_minor, 'family_support', 'salary', 'completed', q.created_at + interval '1 day',
       q.created_at + interval '24 hours', q.created_at + interval '5 minutes', q.created_at,
       q.created_at
     from q`,
    [
      quoteId,
      customerId,
      from,
      to,
      stepMinutes,
      recipient.id,
      recipient.fullName,
      JSON.stringify(recipient),
    ],
  );
}

/** The keyset cursor the API would hand out after the customer's `depth`-th newest transfer. */
export async function cursorAt(db, customerId, depth) {
  const { rows } = await db.query(
    `select created_at, id from transfers where customer_id = $1
     order by created_at desc, id desc offset $2 limit 1`,
    [customerId, depth - 1],
  );
  const row = rows[0];
  if (!row) throw new Error(`the customer has fewer than ${depth} transfers`);
  return Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');
}
