/**
 * What other modules may use of guides, which owns `tour_guides` and `departure_guides` (who
 * leads which tour or departure, decision 051). Check-in and the manifest ask it which
 * departures a guide may work on; it imports neither of them, so both can ask it.
 */
export { departureScopeOf, guideDays, requireDaysInScope, requireInScope, scopeAllows, type DepartureRef, type DepartureScope } from './scope.ts';
