// Plain values shared by the server and the web, in a module without zod: the sign-in and sign-up pages
// import them without downloading the schema library.

/** An ordinary e-mail address: local part, `@`, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A new password's shortest length (NIST SP 800-63B, 5.1.1.2). */
export const MIN_PASSWORD_LENGTH = 8;
/** Passwords chosen when the shortest allowed was 6 characters still sign in until they are changed. */
export const MIN_SIGN_IN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

/** What a new password is refused for, on the sign-up, change and reset forms alike. */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  newTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  tooCommon: "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
} as const;
