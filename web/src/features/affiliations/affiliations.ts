// Where a member works, as profiles show it: the primary affiliation and the institution, each once.
import type { Profile } from "@scholarly/contract";

/** The affiliation and institution that are filled in, without repeating one that names the same place. */
export function affiliationsOf(profile: Pick<Profile, "primary_affiliation" | "institution">): string[] {
  const places = [profile.primary_affiliation, profile.institution].map((place) => place.trim()).filter(Boolean);
  return places.filter(
    (place, index) => places.findIndex((other) => other.toLowerCase() === place.toLowerCase()) === index,
  );
}
