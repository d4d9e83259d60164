/** A booking's stored status; `completed` is also read from a booked trip whose date has passed (dates.ts). */
export const bookingStatuses = ['pending', 'booked', 'canceled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
