/**
 * What each signup field is for, said under it: a newcomer sees why Yatrika asks before giving it.
 * Each says only what the site does with the value.
 */
export const signupHints = {
  firstname: 'Fills in the lead traveller on your bookings.',
  lastname: 'Printed with your first name on your tickets.',
  username: 'Shown beside your reviews and moments.',
  email: 'You log in with it; booking confirmations and tickets come here.',
  phone: 'Fills in your bookings, so the operator can reach you on the day.',
  gender: 'Shown on your profile only.',
  password: 'At least 8 characters.',
} as const;

/** Said above the spec's Next button: there is no step after it. */
export const signupLastStep = 'This is the last step: Next creates your account.';
/** The same when the visitor was booking, and Next brings them back to the booking form. */
export const signupLastStepBooking = 'This is the last step: Next creates your account and takes you back to your booking.';
/** Above the fields: none of them may be left out (the server requires each). */
export const signupAllRequired = 'All fields are required.';
