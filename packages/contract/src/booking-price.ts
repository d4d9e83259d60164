/**
 * The price of a booking: the tour's price per person times the party. The server's quote
 * (the only amount it takes) and the admin phone-booking form's preview both use this.
 */
export function bookingTotalPaise(pricePerPersonPaise: number, numPeople: number): number {
  return pricePerPersonPaise * numPeople;
}
