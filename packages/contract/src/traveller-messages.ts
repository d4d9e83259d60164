/** What a traveller or another client reads when the party's names cannot be stored. */
export const travellerMessages = {
  nameRequired: "Each traveller's name is required.",
  nameTooLong: "A traveller's name may be at most 120 characters.",
  nameInvalid: "A traveller's name contains a character that is not allowed.",
  ageInvalid: 'Age must be a whole number of years from 0 to 120.',
  tooManyTravellers: 'More travellers are named than the booking has people.',
  leadFirst: "The first traveller is the one booking: their name must be the booking's full name.",
} as const;
