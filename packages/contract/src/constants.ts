// Plain values shared by the server and the web, in a module without zod: the sign-in and sign-up pages
// import them without downloading the schema library.

/** An ordinary e-mail address: local part, `@`, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;
