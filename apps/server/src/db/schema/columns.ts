import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Binary image data; pg gives a Buffer, PGlite a Uint8Array, both are bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
