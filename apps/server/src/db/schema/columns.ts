import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Binary image data; pg gives a Buffer, PGlite a Uint8Array, both are bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const id = () => uuid('id').primaryKey().defaultRandom();

/**
 * Millisecond precision, like JavaScript dates: list cursors carry a Date, and
 * a microsecond column would make rows within one millisecond skip or repeat
 * at page boundaries.
 */
export const timestampMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const createdAt = () => timestampMs('created_at').notNull().defaultNow();
