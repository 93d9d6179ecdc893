import { z } from './zod';

/**
 * Notification preferences: for each kind of message Homeward sends on its own initiative, the
 * channels the customer wants it on. A new kind or channel is one more entry here (and one more
 * row a customer may store), never a new column. Not every kind goes out on every channel: the
 * API lists only the pairs it has a message for (a text costs money and says little about a
 * document review, so `documents` has no SMS).
 *
 * Codes and links the customer asked for (sign-in and step-up codes, email verification,
 * password reset, email change codes) and replies to their own support requests are not
 * notifications: they are always sent and not listed here.
 */
export const notificationKinds = [
  'transfer_updates',
  'documents',
  'security',
  'rate_alerts',
  'scheduled_transfers',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationKindSchema = z.enum(notificationKinds, {
  error: 'Choose a kind of message Homeward sends.',
});
export const notificationChannelSchema = z.enum(notificationChannels, {
  error: 'Choose a channel Homeward sends on: email, SMS or push.',
});

export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  channel: notificationChannelSchema,
  enabled: z.boolean(),
  /** On and cannot be turned off: security email, the one channel that always reaches them. */
  locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * Whether a channel can reach this customer at all: SMS needs a verified mobile number. Push is
 * per device (the device's own subscription, Settings → Notifications), so it is not judged here.
 */
export const notificationChannelStateSchema = z.object({
  channel: notificationChannelSchema,
  available: z.boolean(),
  /** Why not, in the customer's words, when it is not available. */
  note: z.string().nullable(),
});
export type NotificationChannelState = z.infer<typeof notificationChannelStateSchema>;

/** Every kind × channel that exists, in the order of notificationKinds then notificationChannels. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  channels: z.array(notificationChannelStateSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Changes only the pairs listed; the answer is every preference, as GET gives it. */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .array(
      z.strictObject({
        kind: notificationKindSchema,
        channel: notificationChannelSchema,
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(notificationKinds.length * notificationChannels.length),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
