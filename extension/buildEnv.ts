/**
 * The extension's build-time environment, read by wxt.config.ts. An invalid value stops the build
 * with the variable named, as the site's own build does (src/config/env.ts).
 */
import * as z from 'zod';

export const DEFAULT_PROMPTDECK_SITE = 'http://localhost:3000';

const extensionEnvSchema = z.object({
  /** The site the extension talks to until the member sets another one in the options. */
  PROMPTDECK_SITE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({
        protocol: /^https?$/,
        message: 'PROMPTDECK_SITE must be an absolute http(s) URL such as https://prompts.example.com',
      })
      .default(DEFAULT_PROMPTDECK_SITE)
      // The site's origin only: paths are added by the extension (`/api/...`, `/catalog/...`).
      .transform((value) => new URL(value).origin),
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
