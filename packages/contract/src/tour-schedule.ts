// A tour's schedule on the wire: the answer's `schedule` and the tour form's optional fields.
import { ADVANCE_PERCENT_MAX, ADVANCE_PERCENT_MIN, BALANCE_DUE_DAYS_MAX, BALANCE_DUE_DAYS_MIN } from './part-payment.ts';
import { partPaymentMessages } from './part-payment-messages.ts';
import { z } from "zod";
import { isCalendarDay } from "./dates.ts";
import {
  MAX_CUTOFF_HOURS,
  MAX_SCHEDULE_RANGES,
  MAX_START_TIMES,
  minGroupActions,
} from "./tour-schedule-limits.ts";
import { tourScheduleMessages } from "./tour-schedule-messages.ts";

export * from "./tour-schedule-limits.ts";
export * from "./tour-schedule-messages.ts";
export * from "./tour-schedule-rules.ts";

const dayRange = z.object({ from: z.string(), to: z.string() });

export const tourScheduleResponse = z.object({
  runWeekdays: z
    .array(z.number().int())
    .describe("Weekdays it runs, 0 Sunday to 6 Saturday"),
  seasons: z
    .array(dayRange)
    .describe(
      'Parts of every year it runs ("MM-DD" to "MM-DD", may wrap the new year); empty: all year',
    ),
  closedRanges: z
    .array(dayRange)
    .describe(
      'Dates it does not run ("YYYY-MM-DD" to "YYYY-MM-DD", both included)',
    ),
  startTime: z
    .string()
    .describe('When the group sets off by default, India time ("HH:MM"): the first of startTimes'),
  startTimes: z
    .array(z.string())
    .describe('Every time of day a departure sets off, India time ("HH:MM"), earliest first; each is a departure of its own'),
  cutoffHours: z
    .number()
    .int()
    .nullable()
    .describe(
      "Bookings close this many hours before the start; null: no cut-off, bookings close at the start",
    ),
});

/** A form value that is JSON (a list) or already parsed, as JSON bodies send it. */
const json = (message: string) =>
  z.unknown().transform((value, ctx) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  });

const isMonthDay = (value: string) =>
  /^\d{2}-\d{2}$/.test(value) && isCalendarDay(`2024-${value}`);

/** "1,3,5", "[1,3,5]" or a JSON list of numbers: one or more distinct weekdays, stored in order. */
const runWeekdays = z
  .unknown()
  .transform((value) =>
    typeof value === "string" && !value.trim().startsWith("[")
      ? value
          .split(",")
          .map((day) => day.trim())
          .filter((day) => day !== "")
      : value,
  )
  .pipe(json(tourScheduleMessages.weekdaysInvalid))
  .pipe(
    z
      .array(
        z.union([z.number(), z.string().regex(/^\d$/).transform(Number)], {
          message: tourScheduleMessages.weekdaysInvalid,
        }),
        {
          message: tourScheduleMessages.weekdaysInvalid,
        },
      )
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .pipe(
        z
          .array(
            z
              .number()
              .int(tourScheduleMessages.weekdaysInvalid)
              .min(0, tourScheduleMessages.weekdaysInvalid)
              .max(6, tourScheduleMessages.weekdaysInvalid),
            {
              message: tourScheduleMessages.weekdaysInvalid,
            },
          )
          .min(1, tourScheduleMessages.weekdaysInvalid),
      ),
  );

const ranges = (
  message: string,
  isDay: (value: string) => boolean,
  ordered: boolean,
) =>
  json(message).pipe(
    z
      .array(
        z.object(
          {
            from: z.string().refine(isDay, message),
            to: z.string().refine(isDay, message),
          },
          { message },
        ),
        { message },
      )
      .max(MAX_SCHEDULE_RANGES, message)
      .refine(
        (list) => !ordered || list.every((range) => range.from <= range.to),
        message,
      ),
  );

/** "HH:MM", 00:00 to 23:59. */
const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One start time, as a departure is asked for ("HH:MM", India); surrounding spaces are forgiven. */
export const startTimeField = z
  .string({ message: tourScheduleMessages.startTimeInvalid })
  .trim()
  .regex(START_TIME_PATTERN, tourScheduleMessages.startTimeInvalid);
const startTime = startTimeField;

/** "09:00, 15:30", "[\"09:00\",\"15:30\"]" or a JSON list: 1 to 6 distinct times, stored earliest first. */
const startTimes = z
  .unknown()
  .transform((value) =>
    typeof value === "string" && !value.trim().startsWith("[")
      ? value
          .split(",")
          .map((time) => time.trim())
          .filter((time) => time !== "")
      : value,
  )
  .pipe(json(tourScheduleMessages.startTimesInvalid))
  .pipe(
    z
      .array(
        z
          .string({ message: tourScheduleMessages.startTimesInvalid })
          .trim()
          .regex(START_TIME_PATTERN, tourScheduleMessages.startTimesInvalid),
        { message: tourScheduleMessages.startTimesInvalid },
      )
      .transform((times) => [...new Set(times)].sort())
      .pipe(
        z
          .array(z.string())
          .min(1, tourScheduleMessages.startTimesInvalid)
          .max(MAX_START_TIMES, tourScheduleMessages.startTimesInvalid),
      ),
  );

/** Blank or "none": no cut-off; otherwise whole hours. */
const cutoffHours = z
  .union([z.number(), z.string()], {
    message: tourScheduleMessages.cutoffInvalid,
  })
  .transform((value, ctx) => {
    if (typeof value === "number") return value;
    const text = value.trim().toLowerCase();
    if (text === "" || text === "none") return null;
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({
        code: "custom",
        message: tourScheduleMessages.cutoffInvalid,
      });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(
    z
      .number()
      .int(tourScheduleMessages.cutoffInvalid)
      .min(0, tourScheduleMessages.cutoffInvalid)
      .max(MAX_CUTOFF_HOURS, tourScheduleMessages.cutoffInvalid)
      .nullable(),
  );

const confirmInstantly = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off"])], {
    message: tourScheduleMessages.confirmInstantlyInvalid,
  })
  .transform((value) => value === true || value === "true" || value === "on");

/** Blank or "none": no minimum; otherwise whole people from 1 (the group size caps it, checked by the server). */
const minGroup = z
  .union([z.number(), z.string()], { message: tourScheduleMessages.minGroupInvalid })
  .transform((value, ctx) => {
    if (typeof value === "number") return value;
    const text = value.trim().toLowerCase();
    if (text === "" || text === "none") return null;
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: tourScheduleMessages.minGroupInvalid });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(
    z
      .number()
      .int(tourScheduleMessages.minGroupInvalid)
      .min(1, tourScheduleMessages.minGroupInvalid)
      .nullable(),
  );

const minGroupDecisionHours = z
  .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, tourScheduleMessages.minGroupDecisionHoursInvalid).transform(Number)], {
    message: tourScheduleMessages.minGroupDecisionHoursInvalid,
  })
  .pipe(
    z
      .number()
      .int(tourScheduleMessages.minGroupDecisionHoursInvalid)
      .min(0, tourScheduleMessages.minGroupDecisionHoursInvalid)
      .max(MAX_CUTOFF_HOURS, tourScheduleMessages.minGroupDecisionHoursInvalid),
  );

/** Hours before the start up to which travellers may move their booking themselves (decision 036). */
const rescheduleCutoffHours = z
  .union([z.number(), z.string().trim().regex(/^\d{1,4}$/, tourScheduleMessages.rescheduleCutoffInvalid).transform(Number)], {
    message: tourScheduleMessages.rescheduleCutoffInvalid,
  })
  .pipe(
    z
      .number()
      .int(tourScheduleMessages.rescheduleCutoffInvalid)
      .min(0, tourScheduleMessages.rescheduleCutoffInvalid)
      .max(MAX_CUTOFF_HOURS, tourScheduleMessages.rescheduleCutoffInvalid),
  );

const minGroupAction = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(minGroupActions, { message: tourScheduleMessages.minGroupActionInvalid }),
);

/** Blank or "none": not offered; otherwise whole numbers within the bounds (part payment, decision 035). */
const optionalWhole = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { message })
    .transform((value, ctx) => {
      if (value === null || typeof value === "number") return value;
      const text = value.trim().toLowerCase();
      if (text === "" || text === "none") return null;
      if (!/^\d{1,4}$/.test(text)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int(message).min(min, message).max(max, message).nullable());

/**
 * Optional fields of the tour forms (create and update); a field left out keeps what is stored (or
 * the default). `startTimes` (a list) or `startTime` (one, as forms before start times send it)
 * set the start times; the parsed fields always carry both, `startTime` being the earliest.
 */
export const tourScheduleFields = z.object({
  runWeekdays: runWeekdays.optional(),
  seasons: ranges(
    tourScheduleMessages.seasonsInvalid,
    isMonthDay,
    false,
  ).optional(),
  closedRanges: ranges(
    tourScheduleMessages.closedRangesInvalid,
    isCalendarDay,
    true,
  ).optional(),
  startTime: startTime.optional(),
  startTimes: startTimes.optional(),
  cutoffHours: cutoffHours.optional(),
  confirmInstantly: confirmInstantly.optional(),
  minGroup: minGroup.optional(),
  minGroupDecisionHours: minGroupDecisionHours.optional(),
  minGroupAction: minGroupAction.optional(),
  rescheduleCutoffHours: rescheduleCutoffHours.optional(),
  advancePercent: optionalWhole(ADVANCE_PERCENT_MIN, ADVANCE_PERCENT_MAX, partPaymentMessages.advancePercentInvalid).optional(),
  balanceDueDays: optionalWhole(BALANCE_DUE_DAYS_MIN, BALANCE_DUE_DAYS_MAX, partPaymentMessages.balanceDueDaysInvalid).optional(),
}).transform(({ startTime, startTimes, ...rest }) => {
  const times = startTimes ?? (startTime === undefined ? undefined : [startTime]);
  return times === undefined ? rest : { ...rest, startTime: times[0]!, startTimes: times };
});
export type TourScheduleFields = z.output<typeof tourScheduleFields>;
