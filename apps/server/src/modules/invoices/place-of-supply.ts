/**
 * Where a tour operator's service is supplied (decision 033): the state of the traveller's GSTIN
 * when they gave one; otherwise the operator's own state, since Yatrika keeps no address of the
 * traveller. Within the operator's state the tax is CGST + SGST, across states IGST.
 */
export function placeOfSupply(operatorState: string, buyerGstin: string | null): string {
  return buyerGstin ? buyerGstin.slice(0, 2) : operatorState;
}
