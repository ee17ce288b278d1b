/** The reset code of a reset mail in any language: it stands alone on an indented line. */
export const resetCodeFrom = (text: string): string | undefined => /^ {4}([A-Z0-9]{8})$/m.exec(text)?.[1];

/** The link of a reset mail (to the reset page of the mail's language). */
export const resetLinkFrom = (text: string): URL => new URL(/(https?:\/\/\S+reset-password\S*)/.exec(text)![1]!);
