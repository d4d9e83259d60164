import { accountCreated } from './account-created.tsx';
import { balanceReminder } from './balance-reminder.tsx';
import { bookingAccepted } from './booking-accepted.tsx';
import { bookingCancelled } from './booking-cancelled.tsx';
import { bookingMoved } from './booking-moved.tsx';
import { bookingPartyChanged } from './booking-party-changed.tsx';
import { bookingPaid } from './booking-paid.tsx';
import { contactMessage } from './contact-message.tsx';
import { emailChange } from './email-change.tsx';
import { emailChanged } from './email-changed.tsx';
import { newsletterConfirmation } from './newsletter-confirmation.tsx';
import { operatorNewBooking } from './operator-new-booking.tsx';
import { orderRefunded } from './order-refunded.tsx';
import { passwordReset } from './password-reset.tsx';
import { paymentLink } from './payment-link.tsx';
import { paymentReceipt } from './payment-receipt.tsx';
import { refundHandedBack } from './refund-handed-back.tsx';
import { refundProcessed } from './refund-processed.tsx';
import { staffInvitation } from './staff-invitation.tsx';
import { reviewRequest } from './review-request.tsx';
import { tripReminder } from './trip-reminder.tsx';
import { waitlistOffer } from './waitlist-offer.tsx';
import type { EmailKind } from '@yatrika/contract/email-kinds';
import type { EmailTemplate } from './template.ts';

/**
 * Every kind of email Yatrika sends, by the name stored in `emails.kind`. A new kind is one file
 * in this folder, one line here and its name in words in the contract (`email-kinds.ts`).
 */
export const emailTemplates = {
  'account-created': accountCreated,
  'password-reset': passwordReset,
  'email-change': emailChange,
  'email-changed': emailChanged,
  'booking-paid': bookingPaid,
  'operator-new-booking': operatorNewBooking,
  'booking-accepted': bookingAccepted,
  'booking-cancelled': bookingCancelled,
  'booking-moved': bookingMoved,
  'booking-party-changed': bookingPartyChanged,
  'refund-processed': refundProcessed,
  'refund-handed-back': refundHandedBack,
  'order-refunded': orderRefunded,
  'payment-link': paymentLink,
  'payment-receipt': paymentReceipt,
  'trip-reminder': tripReminder,
  'balance-reminder': balanceReminder,
  'review-request': reviewRequest,
  'contact-message': contactMessage,
  'waitlist-offer': waitlistOffer,
  'newsletter-confirmation': newsletterConfirmation,
  'staff-invitation': staffInvitation,
} satisfies Record<EmailKind, EmailTemplate<never>>;

export type { EmailKind };

/** What a kind's template needs, as the causing change stores it. */
export type EmailDataOf<Kind extends EmailKind> = Parameters<(typeof emailTemplates)[Kind]['subject']>[0];

export const isEmailKind = (kind: string): kind is EmailKind => Object.hasOwn(emailTemplates, kind);
