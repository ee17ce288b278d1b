import * as z from 'zod';

/** Google Analytics' id; unset or empty: no analytics. The server reads it too (its pages' CSP). */
export const gtagIdSchema = z
  .string()
  .trim()
  .regex(/^(G|UA|AW|DC)-[A-Z0-9-]+$/i, 'GTAG_ID must look like G-XXXXXXXXXX')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Build-time environment of the site. Everything is optional with a safe
 * default; an invalid value stops the build with the variable named.
 */
const siteEnvSchema = z.object({
  SITE_URL: z
    .url({ message: 'SITE_URL must be an absolute URL such as https://prompts.example.com' })
    .default('http://localhost:3000'),
  GTAG_ID: gtagIdSchema,
  EDIT_URL: z.url().default('https://github.com/promptdeck/promptdeck/edit/main/'),
  /** What the QR-code page's code opens; unset: this site's community page in the page's language. */
  COMMUNITY_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ message: 'COMMUNITY_URL must be an absolute URL such as https://prompts.example.com/community-prompts' })
      .optional(),
  ),
});

export type SiteEnv = z.infer<typeof siteEnvSchema>;

export function readSiteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const parsed = siteEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
