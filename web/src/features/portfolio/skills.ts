// How skills are typed in: one at a time (education, projects) or comma-separated (internship, experience).

/** Adds one typed skill, trimmed; blanks and repeats are ignored. */
export function addSkill(skills: readonly string[], typed: string): string[] {
  const skill = typed.trim();
  if (!skill || skills.includes(skill)) return [...skills];
  return [...skills, skill];
}

/** Splits a comma-separated entry into trimmed skills, dropping blanks. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}
