// The OCTO specification's shapes that Yatrika answers (the core, `octo/content` and `octo/pricing`),
// written from the specification (the `@octocloud/types` package declares its enums as TypeScript
// enums, which plain strings cannot satisfy). The tests parse every answer with that package's
// published schemas, so these cannot drift from it unseen.

export type OctoCapabilityId = 'octo/content' | 'octo/pricing';
export type OctoAvailabilityStatus = 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';
export type OctoBookingStatus = 'ON_HOLD' | 'CONFIRMED' | 'EXPIRED' | 'CANCELLED' | 'REDEEMED' | 'PENDING' | 'REJECTED';
export type OctoUnitType = 'ADULT' | 'CHILD' | 'INFANT' | 'SENIOR';

export type OctoTax = {
  name: string;
  retail: number;
  original: number;
  net: number | null;
};

/** Money in the currency's smallest unit (paise), as the specification counts it. */
export type OctoPricing = {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes: OctoTax[];
};

export type OctoUnitPricing = OctoPricing & { unitId: string };

export type OctoUnit = {
  id: string;
  internalName: string;
  reference: string | null;
  type: OctoUnitType;
  restrictions: {
    minAge: number;
    maxAge: number;
    idRequired: boolean;
    minQuantity: number | null;
    maxQuantity: number | null;
    paxCount: number;
    accompaniedBy: string[];
  };
  requiredContactFields: string[];
  pricingFrom?: OctoPricing[];
  title?: string | null;
  shortDescription?: string;
};

export type OctoOption = {
  id: string;
  default: boolean;
  internalName: string;
  reference: string | null;
  availabilityLocalStartTimes: string[];
  cancellationCutoff: string;
  cancellationCutoffAmount: number;
  cancellationCutoffUnit: 'minute' | 'hour' | 'day';
  requiredContactFields: string[];
  restrictions: { minUnits: number | null; maxUnits: number | null };
  units: OctoUnit[];
  title?: string;
  shortDescription?: string | null;
};

export type OctoProduct = {
  id: string;
  internalName: string;
  reference: string | null;
  locale: string;
  timeZone: string;
  allowFreesale: boolean;
  instantConfirmation: boolean;
  instantDelivery: boolean;
  availabilityRequired: boolean;
  availabilityType: 'START_TIME';
  deliveryFormats: string[];
  deliveryMethods: string[];
  redemptionMethod: 'DIGITAL' | 'PRINT' | 'MANIFEST';
  options: OctoOption[];
  defaultCurrency?: string;
  availableCurrencies?: string[];
  pricingPer?: 'UNIT' | 'BOOKING';
  title?: string;
  shortDescription?: string | null;
  description?: string | null;
  durationMinutesFrom?: number;
  durationMinutesTo?: number | null;
};

export type OctoAvailability = {
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  utcCutoffAt: string;
  allDay: boolean;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  maxUnits: number | null;
  openingHours: { from: string; to: string }[];
  unitPricing?: OctoUnitPricing[];
  pricing?: OctoPricing;
};

export type OctoAvailabilityDay = {
  localDate: string;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  openingHours: { from: string; to: string }[];
  unitPricingFrom?: OctoUnitPricing[];
};

export type OctoContact = {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
};

export type OctoTicket = {
  redemptionMethod: 'DIGITAL' | 'PRINT' | 'MANIFEST';
  utcRedeemedAt: string | null;
  deliveryOptions: { deliveryFormat: 'PDF_URL' | 'QRCODE'; deliveryValue: string }[];
};

export type OctoUnitItem = {
  uuid: string;
  resellerReference: string | null;
  supplierReference: string | null;
  unitId: string;
  unit?: OctoUnit;
  status: OctoBookingStatus;
  utcRedeemedAt: string | null;
  contact: OctoContact;
  ticket: OctoTicket | null;
  pricing?: OctoPricing;
};

export type OctoBooking = {
  id: string;
  uuid: string;
  testMode: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: OctoBookingStatus;
  utcCreatedAt: string;
  utcUpdatedAt: string;
  utcExpiresAt: string | null;
  utcRedeemedAt: string | null;
  utcConfirmedAt: string | null;
  productId: string;
  product?: OctoProduct;
  optionId: string;
  option?: OctoOption;
  cancellable: boolean;
  cancellation: { refund: 'FULL' | 'PARTIAL' | 'NONE'; reason: string | null; utcCancelledAt: string } | null;
  freesale: boolean;
  availabilityId: string | null;
  availability: OctoAvailability | null;
  contact: OctoContact;
  notes: string | null;
  deliveryMethods: string[];
  voucher: OctoTicket | null;
  unitItems: OctoUnitItem[];
  pricing?: OctoPricing;
};
