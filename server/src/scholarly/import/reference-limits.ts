// How much reference text one import may hold: the request's size, its entries, and any one field once
// BibTeX @string macros are expanded (a chain of macros can double a value at every step).
export const REFERENCE_LIMITS = {
  textBytes: 2 * 1024 * 1024,
  entries: 500,
  fieldChars: 64 * 1024,
} as const;
