// The profile edit dropdown's modes: the full form and three focused ones. Every one of them saves.
import type { Profile } from "@scholarly/contract";

export type EditMode = "fullProfile" | "aboutMe" | "affiliation" | "skills";

export const EDIT_MODE_TITLES: Record<EditMode, string> = {
  fullProfile: "Edit profile",
  aboutMe: "Edit about me",
  affiliation: "Edit affiliation",
  skills: "Edit skills",
};

export type ProfileTextField = "bio" | "primary_affiliation" | "institution" | "research_areas";

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
};

export interface FullProfileValues {
  name: string;
  degree: string;
  primary_affiliation: string;
  current_activity: string;
}

export function fullProfileValues(profile: Profile): FullProfileValues {
  return {
    name: profile.name,
    degree: profile.degree,
    primary_affiliation: profile.primary_affiliation,
    current_activity: profile.current_activity,
  };
}

const FULL_PROFILE_MESSAGES: Record<keyof FullProfileValues, string> = {
  name: "Name is required",
  degree: "Please select a degree",
  primary_affiliation: "Primary affiliation is required",
  current_activity: "Current activity is required",
};

/** Every full-profile field is required; the answer maps each blank field to its message. */
export function fullProfileErrors(values: FullProfileValues): Partial<Record<keyof FullProfileValues, string>> {
  const errors: Partial<Record<keyof FullProfileValues, string>> = {};
  for (const field of Object.keys(FULL_PROFILE_MESSAGES) as (keyof FullProfileValues)[])
    if (!values[field].trim()) errors[field] = FULL_PROFILE_MESSAGES[field];
  return errors;
}
