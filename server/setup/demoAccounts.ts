/**
 * The demo accounts the local set-up seeds (server/setup/seed.ts), with their published passwords.
 * Their own module because the configuration needs the admin's name (the default of
 * ADMIN_USERNAMES when the demo seed is on) without loading the seed.
 */
export const DEMO_USER = { username: 'demo', email: 'demo@promptdeck.local', password: 'promptdeck-demo' } as const;

/** Seeded with the moderator role, so the console can be tried at once. */
export const DEMO_MODERATOR = {
  username: 'moderator',
  email: 'moderator@promptdeck.local',
  password: 'promptdeck-moderator',
} as const;

/** Made admin at start-up by the ADMIN_USERNAMES default of a set-up with the demo seed. */
export const DEMO_ADMIN = { username: 'admin', email: 'admin@promptdeck.local', password: 'promptdeck-admin' } as const;
