/**
 * The extension's build-time environment, read by wxt.config.ts. An invalid value stops the build
 * with the variable named, as the site's own build does (src/config/env.ts).
 */
import * as z from 'zod';
// Relative imports only: the config is loaded without the bundler's @site alias.
import { parseSiteAddress } from './lib/siteAddress';

export const DEFAULT_PROMPTDECK_SITE = 'http://localhost:3000';

const extensionEnvSchema = z.object({
  /** The site the extension talks to until the member sets another one in the options. */
  PROMPTDECK_SITE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .default(DEFAULT_PROMPTDECK_SITE)
      // The options' rule (extension/lib/siteAddress.ts).
      .transform((value, context) => {
        const site = parseSiteAddress(value);
        if (site) return site;
        context.addIssue({
          code: 'custom',
          message:
            'PROMPTDECK_SITE must be an absolute https URL such as https://prompts.example.com (http only for localhost)',
        });
        return z.NEVER;
      }),
  ),
});

export type ExtensionEnv = z.infer<typeof extensionEnvSchema>;

export function readExtensionEnv(env: NodeJS.ProcessEnv = process.env): ExtensionEnv {
  const parsed = extensionEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid extension environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
