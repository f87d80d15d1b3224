import { LANGUAGES } from './languages/index.js';
import { z } from 'zod';
import { USER_ROLES } from './identity.js';
import { DISPLAY_NAME_MAX_LENGTH, PROFILE_COUNTRIES } from './limits/account-limits.js';
import { limitedText } from './text-limits.js';

/** What a complete profile needs before draw details open (docs/product-spec.md §6), in the order the toast lists them. */
export const PROFILE_ITEMS = ['name', 'email', 'country'] as const;
export type ProfileItem = (typeof PROFILE_ITEMS)[number];

/** GET/PUT /api/profile data (table profiles). */
export const profileSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  country: z.enum(PROFILE_COUNTRIES).nullable(),
  updated_at: z.string(),
  /** The language the account's mails and notifications are written in (PUT /api/profile/language); null until known. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/profile body: both fields required (docs/product-spec.md §5), the email is not editable. */
export const profileUpdateSchema = z
  .object({
    display_name: limitedText(z.string({ error: 'display_name is required' }).trim(), {
      min: 1,
      max: DISPLAY_NAME_MAX_LENGTH,
      tooShort: 'Name is required',
      tooLong: `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    }),
    country: z.enum(PROFILE_COUNTRIES, { error: `country must be one of: ${PROFILE_COUNTRIES.join(', ')}` }),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/me data: who is signed in, their role (newest user_roles row) and what the profile lacks. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string().nullable() }),
  role: z.enum(USER_ROLES),
  profileComplete: z.boolean(),
  missing: z.array(z.enum(PROFILE_ITEMS)),
});
export type Me = z.infer<typeof meSchema>;

/** The profile items that are still empty, in the specification's order. */
export function missingProfileItems(profile: Pick<Profile, 'display_name' | 'email' | 'country'> | null): ProfileItem[] {
  const filled: Record<ProfileItem, boolean> = {
    name: Boolean(profile?.display_name?.trim()),
    email: Boolean(profile?.email?.trim()),
    country: Boolean(profile?.country),
  };
  return PROFILE_ITEMS.filter((item) => !filled[item]);
}

/** Who asks, from the verified access token: `identity.me` and `identity.profile.get`. */
export const signedInCallerSchema = z.object({ userId: z.uuid(), sessionId: z.uuid() });
export type SignedInCaller = z.infer<typeof signedInCallerSchema>;

/** `identity.profile.update`: the caller and the new values. */
export const profileUpdateRequestSchema = signedInCallerSchema.extend({ update: profileUpdateSchema });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
