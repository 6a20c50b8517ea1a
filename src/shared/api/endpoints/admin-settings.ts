import { adminSettingsSchema } from '../admin-settings';
import { defineEndpoints } from './define';

const tags = ['admin'];
const access = 'admin';
const errors = [400, 401, 403] as const;

/** Site settings for admins: today the registration switch (system_config.registration_enabled). */
export const adminSettingsEndpoints = defineEndpoints({
  adminGetSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    summary: 'Site settings',
    tags,
    access,
    responses: { 200: adminSettingsSchema },
    errors,
  },
  adminUpdateSettings: {
    method: 'PUT',
    path: '/api/admin/settings',
    summary: 'Change site settings',
    tags,
    access,
    body: adminSettingsSchema,
    responses: { 200: adminSettingsSchema },
    errors,
  },
});
