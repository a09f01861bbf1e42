import { z } from 'zod';
import { idSchema } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { creatableRoles, roles, staffRoles } from './roles';
import { versionSchema } from './versions';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Sentences of the sign-in and account calls, shared by the server that sends them and the web that shows them. */
export const authMessages = {
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a minute and try again.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to perform this action.',
  usernameTaken: 'Username already exists. Please choose another one.',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordChanged: 'Password changed successfully!',
  loginChanged: 'Login/email changed successfully!',
  passwordTooLong: 'Password must be at most 1024 characters.',
  tooManyPasswordChecks: 'Too many incorrect passwords. Please wait a minute and try again.',
  userNotFound: 'User not found.',
  ownAccount: 'You cannot deactivate your own account or change your own role.',
  clientDepartment: 'A client user belongs to a consignee company: their department cannot be changed.',
  staffToClient: 'A staff user cannot become a client user: create a client user for the company instead.',
  clientCompanyRequired: 'Choose the consignee company this client user belongs to.',
  staffCompany: 'Only a client user belongs to a company: leave the company empty for staff.',
  invalidCompany: 'Choose the company from the list.',
  companyNotFound: 'The chosen company does not exist.',
  companyNotClient: 'The chosen company is not a client.',
  lastAdmin: 'At least one active admin must remain: this change would leave none.',
  ownPassword: 'Change your own password from your account menu: it asks for your current one.',
  passwordSet: 'The new password is set: the user signs in with it from now on.',
} as const;

export const usernameMaxLength = 150;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const passwordMaxLength = 1024;
const passwordTooLong = authMessages.passwordTooLong;

/** A new account's username and password (an admin's new user, commercial's portal sign-in). */
export const newUsernameSchema = required('Username is required').max(
  usernameMaxLength,
  'Username must be at most 150 characters',
);
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters.')
  .max(passwordMaxLength, passwordTooLong);

export const loginBodySchema = z.object({
  username: required('Username is required').max(usernameMaxLength, 'Username must be at most 150 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(passwordMaxLength, passwordTooLong),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
});
export type Token = z.infer<typeof tokenSchema>;

/** The JWT payload of spec 3, plus the session it belongs to (`sid`), which logout and account changes end. */
export const tokenPayloadSchema = z.object({
  user_id: z.number().int(),
  role: z.string(),
  exp: z.number(),
  sid: z.uuid(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** The signed-in account (GET /auth/me: spec 3's current user). */
export const accountSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  username: z.string(),
  role: z.enum(roles),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** A user as admin sees it: the account and, for a client user, the consignee company it belongs to. */
export const userSchema = accountSchema.extend({
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
/** A user on its admin page, with the version its PATCH sends back as If-Match (two admins, one user). */
export const managedUserSchema = userSchema.extend({ version: versionSchema });
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** The user list (spec 2.4: by id, pages of 10), searched by name or username. */
export const listUsersQuerySchema = listQuerySchema(['id', 'name', 'username'], { sort: 'id', order: 'asc' });
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
export const usersPageSchema = pageSchema(userSchema);

const departmentSchema = z.enum(creatableRoles, { error: 'Department is required' });
const companyIdSchema = idSchema(authMessages.invalidCompany)
  .nullish()
  .transform((id) => id ?? null);
/** The department and the company are judged together once each is valid on its own. */
const departmentAndCompany = z.object({ department: departmentSchema, companyId: companyIdSchema });
const whenDepartmentAndCompany = {
  when: (payload: { value: unknown }) => departmentAndCompany.safeParse(payload.value).success,
};

/** A new user: a client user belongs to one consignee company (`companyId`), staff to none. */
export const registerBodySchema = z
  .object({
    name: required('Name is required').max(150, 'Name must be at most 150 characters'),
    username: newUsernameSchema,
    password: newPasswordSchema,
    department: departmentSchema,
    companyId: companyIdSchema,
  })
  .refine((body) => body.department !== 'client' || body.companyId !== null, {
    path: ['companyId'],
    message: authMessages.clientCompanyRequired,
    ...whenDepartmentAndCompany,
  })
  .refine((body) => body.department === 'client' || body.companyId === null, {
    path: ['companyId'],
    message: authMessages.staffCompany,
    ...whenDepartmentAndCompany,
  });
export type RegisterBodyInput = z.input<typeof registerBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const passwordFieldsMessage = 'Please fill in all required fields.';
const passwordsMismatch = 'New password and confirmation do not match.';
const filled = z
  .string({ error: passwordFieldsMessage })
  .min(1, passwordFieldsMessage)
  .max(passwordMaxLength, passwordTooLong);

export const changePasswordBodySchema = z.object({
  currentPassword: filled,
  newPassword: filled.min(8, 'New password must be at least 8 characters.'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The dialog adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: filled })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordsMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const changeLoginBodySchema = z.object({
  currentPassword: filled,
  newLogin: z
    .string({ error: passwordFieldsMessage })
    .trim()
    .min(1, passwordFieldsMessage)
    .max(usernameMaxLength, 'Username must be at most 150 characters'),
});
export type ChangeLoginBody = z.infer<typeof changeLoginBodySchema>;

export const messageSchema = z.object({ detail: z.string() });

/**
 * The answer to a password or login change: its sentence and a new token, since every session of the user ended
 * with the change, the one that made it too (its token was issued before the change).
 */
export const credentialsChangedSchema = tokenSchema.extend({ detail: z.string() });
export type CredentialsChanged = z.infer<typeof credentialsChangedSchema>;

/**
 * An admin's change to a user: activation, a staff user's department, a client user's company (the server refuses
 * a department for a client user and a company for staff).
 */
export const updateUserBodySchema = z.object({
  role: z
    .enum(staffRoles, {
      error: (issue) => (issue.input === 'client' ? authMessages.staffToClient : 'Department is required'),
    })
    .optional(),
  isActive: z.boolean().optional(),
  companyId: idSchema(authMessages.invalidCompany).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** An admin's new password for a user who forgot theirs (the user's sessions end with it). */
export const setPasswordBodySchema = z.object({ newPassword: newPasswordSchema });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;
/** The admin's form adds the confirmation, which never leaves the browser. */
export const setPasswordFormSchema = setPasswordBodySchema
  .extend({ confirmPassword: filled })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordsMismatch,
  });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/** How many sessions of the user an admin's "end sessions" ended. */
export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
/** The answer to an admin's new password: its sentence and the sessions it ended. */
export const passwordSetSchema = endedSessionsSchema.extend({ detail: z.string() });
export type PasswordSet = z.infer<typeof passwordSetSchema>;
