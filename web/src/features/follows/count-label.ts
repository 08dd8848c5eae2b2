/** '1 follower', '0 followers', '2 followers': the singular only for exactly one. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
