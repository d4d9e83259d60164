// The sentences of the OCTO supplier API at /octo (decision 038). The error codes and their status are
// the OCTO specification's; the default sentences are its own wording, so a reseller's integration
// reads what every other OCTO supplier answers.

export const octoErrorMessages = {
  invalidProductId: 'The productId was missing or invalid',
  invalidOptionId: 'The optionId was missing or invalid',
  invalidUnitId: 'The unitId was missing or invalid',
  invalidAvailabilityId: 'The availabilityId was missing or invalid',
  invalidBookingUuid: 'The uuid was already used, missing or invalid',
  badRequest: 'The request body is not formatted correctly, you have missing required fields or any of the data types are incorrect',
  unauthorized: "You didn't send the API Key in the Authorization header to an endpoint that requires authentication",
  forbidden: "You sent an API Key that was invalid or has been revoked by the backend system. Or you're trying to access an endpoint/resource that you do not have access to",
  internal: 'There was an un-recoverable error, please try again',
  notFound: 'Resource not found',
  // Our own sentences, for what the specification leaves to the supplier.
  availabilityRequest: 'either localDate, localDateStart/localDateEnd or availabilityIds is required',
  rangeTooLong: (days: number) => `cannot request more than ${days} days of availability`,
  rangeBackwards: 'localDateEnd must not be before localDateStart',
  unitItemsRequired: 'unitItems must name at least one unit',
  tooManyUnits: (max: number) => `a booking takes at most ${max} people`,
  expired: 'The reservation has expired: its seats went back on sale. Make a new reservation.',
  notOnHold: (status: string) => `The booking is ${status}, not ON_HOLD.`,
  alreadyCancelled: 'The booking is already cancelled.',
  uuidTaken: 'A booking with this uuid already exists.',
  currencyNotOffered: (currency: string) => `Prices are in INR only; ${currency} is not offered.`,
  contactNameRequired: 'contact.fullName (or firstName and lastName) is required to confirm a booking.',
  confirmedChangeRefused: 'A confirmed booking cannot be changed through OCTO; cancel it and book again, or ask the operator.',
  departureStarted: 'The departure has already set off: the booking can no longer be cancelled.',
} as const;
