// How a generated CV is kept (`caches.generatedCvs`): app-caches.ts empties a member's by this key's prefix.

/** A CV differs by member, style, the site's address in its links, and the day it says it was generated. */
export function generatedCvKey(cv: { userId: number; style: string; origin: string; day: string }): string {
  return [cv.userId, cv.style, cv.origin, cv.day].join(" ");
}
