// What the guide's screens and the assignment routes say, shared by the server and the web app.

export const guideMessages = {
  /** A guide asked for a departure (a ticket, a manifest, a day) outside their assignments. */
  notAssigned:
    "A guide works only on today's and tomorrow's departures of the tours or departures assigned to them, and this is not one of them. Ask an owner or a manager to assign you.",
  /** A guide asked for days other than today and tomorrow. */
  outsideDays: "A guide sees only today's and tomorrow's departures.",
  /** An assignment named an account that is not a guide. */
  notAGuide: 'Choose staff accounts whose role is Guide.',
  /** An assignment named a start time the tour does not have. */
  startTimeUnknown: 'This tour has no departure at that start time.',
  tourGuidesSaved: "The tour's guides are saved.",
  departureGuidesSaved: "This departure's guides are saved.",
  noDepartures: 'No departures for you today or tomorrow.',
} as const;
