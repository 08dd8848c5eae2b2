// The profile edit dropdown's modes: the full form and the focused ones. Every one of them saves.
export type EditMode = "fullProfile" | "aboutMe" | "affiliation" | "skills" | "disciplines" | "languages" | "spotlight";

export const EDIT_MODE_TITLES: Record<EditMode, string> = {
  fullProfile: "Edit profile",
  aboutMe: "Edit about me",
  affiliation: "Edit affiliation",
  skills: "Edit skills",
  disciplines: "Edit disciplines",
  languages: "Edit languages",
  spotlight: "Edit spotlight",
};

export type ProfileTextField =
  | "bio"
  | "primary_affiliation"
  | "institution"
  | "research_areas"
  | "disciplines"
  | "languages"
  | "spotlight";

export interface TextFieldSpec {
  name: ProfileTextField;
  label: string;
  multiline?: boolean;
}

/** The fields each focused mode edits. */
export const FOCUSED_FIELDS: Record<Exclude<EditMode, "fullProfile">, TextFieldSpec[]> = {
  aboutMe: [{ name: "bio", label: "About me", multiline: true }],
  affiliation: [
    { name: "primary_affiliation", label: "Primary affiliation" },
    { name: "institution", label: "Institution" },
  ],
  skills: [{ name: "research_areas", label: "Skills and research areas (comma-separated)", multiline: true }],
  disciplines: [{ name: "disciplines", label: "Disciplines (comma-separated)" }],
  languages: [{ name: "languages", label: "Languages (comma-separated)" }],
  spotlight: [{ name: "spotlight", label: "Spotlight", multiline: true }],
};
