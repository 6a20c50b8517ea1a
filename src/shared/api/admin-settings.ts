import { z } from 'zod';

/**
 * Admin console: site settings (issue 10, part 2). `access: 'admin'`.
 *
 *   GET /api/admin/settings   → adminSettingsSchema
 *   PUT /api/admin/settings   body adminSettingsSchema → adminSettingsSchema
 */
export const adminSettingsSchema = z.strictObject({
  /** system_config.registration_enabled: whether new accounts can be created. */
  registrationEnabled: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
