// How skills are typed in one at a time (education, projects); comma-separated ones are split by the server.

/** Adds one typed skill, trimmed; blanks and repeats are ignored. */
export function addSkill(skills: readonly string[], typed: string): string[] {
  const skill = typed.trim();
  if (!skill || skills.includes(skill)) return [...skills];
  return [...skills, skill];
}
