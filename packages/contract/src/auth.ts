import { z } from './zod.ts';
import { authMessages } from './auth-messages.ts';
import { entityId, isoDateTime, requiredText } from './common.ts';
import { permissions, staffRoles } from './staff.ts';
import { rememberedDeviceGrant, secondStepFields } from './two-step.ts';

const genders = ['Male', 'Female', 'Other'] as const;
const roles = ['traveller', 'admin'] as const;
export type Role = (typeof roles)[number];

export const email = z
  .string({ message: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ message: 'Email must be a valid email address.' }));

export const password = z
  .string({ message: authMessages.passwordRequired })
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

const username = requiredText('Username', 30).regex(
  /^[A-Za-z0-9._-]+$/,
  'Username may use only letters, digits, dots, dashes and underscores.',
);

/** Digits, optionally with a leading + and spaces or dashes between groups. */
const phone = z
  .string({ message: 'Phone is required.' })
  .trim()
  .min(1, 'Phone is required.')
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Phone must be a phone number of 8 to 15 digits.')
  .transform((value) => value.replace(/[ -]/g, ''))
  .pipe(z.string().regex(/^\+?\d{8,15}$/, 'Phone must be a phone number of 8 to 15 digits.'));

const gender = z.enum(genders, { message: 'Gender must be Male, Female or Other.' });

export const registerRequest = z.object({
  firstname: requiredText('First name', 60),
  lastname: requiredText('Last name', 60),
  username,
  email,
  phone,
  gender,
  password,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string({ message: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(128),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** The admin login: email and password, and the second step for an account that has one (decision 049). */
export const adminLoginRequest = loginRequest.extend(secondStepFields);
export type AdminLoginRequest = z.input<typeof adminLoginRequest>;

export const sessionUser = z.object({
  _id: entityId,
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(roles),
  /** A staff account's role in the operator's team, and what it may do (contract `staff.ts`); absent for a traveller. */
  staffRole: z.enum(staffRoles).optional(),
  permissions: z.array(z.enum(permissions)).optional(),
  /**
   * A staff account's two-step sign-in at the admin login (decision 049): on or not, whether its
   * role requires it, and for an owner or manager not yet enrolled the date it must be on by.
   */
  twoStep: z.object({ enabled: z.boolean(), required: z.boolean(), enrolBy: isoDateTime.nullable() }).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Login and register answer `{token, …}`; the user comes along for the header. */
export const tokenResponse = z.object({
  token: z.string(),
  message: z.string(),
  user: sessionUser,
  /** After an admin login with `rememberDevice: true` and a code: the token that skips the code for 30 days. */
  rememberedDevice: rememberedDeviceGrant.optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const profileResponse = z.object({
  _id: entityId,
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: z.enum(genders).nullable(),
  photo: z.string().nullable(),
  role: z.enum(roles),
  createdAt: isoDateTime,
});
export type Profile = z.infer<typeof profileResponse>;

const profileChanges = z
  .object({
    firstname: requiredText('First name', 60),
    lastname: requiredText('Last name', 60),
    username,
    phone,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of firstname, lastname, username or phone.',
  });

/** Names a password goes by in an edit form; a blank one (a form's "leave empty to keep") asks for nothing. */
const passwordFields = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'oldPassword'];
const asksForPassword = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  passwordFields.some((name) => {
    const value = (body as Record<string, unknown>)[name];
    return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
  });

/**
 * Only these four fields can change. Anything else in the body (email, role, a client sending
 * back the profile it read) is stripped by the schema and never reaches the database; a password
 * is refused, not dropped, so nobody believes it changed (it changes in Account Settings).
 */
export const updateProfileRequest = z.preprocess((body, ctx) => {
  if (asksForPassword(body)) ctx.addIssue({ code: 'custom', message: authMessages.passwordNotInProfile });
  return body;
}, profileChanges);
export type UpdateProfileRequest = z.input<typeof profileChanges>;

export const updateProfileResponse = z.object({ message: z.string(), user: profileResponse });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const adminRegisterRequest = z.object({
  name: requiredText('Name', 60),
  email,
  password,
});
export type AdminRegisterRequest = z.input<typeof adminRegisterRequest>;

/** Messages the spec's client shows; kept here so server and web agree. */
export { authMessages } from './auth-messages.ts';
