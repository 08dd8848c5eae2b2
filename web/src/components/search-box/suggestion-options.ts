// The search box's dropdown as one list of options, in the order the arrow keys walk them.
import { looksLikeFediverseHandle, type Suggestions } from "@scholarly/contract";
import { searchAddress } from "../../features/search/search-address";
import { postLink } from "../post-card/PostCard";

export interface SuggestionOption {
  key: string;
  /** `fediverse`: follow the handle typed (picking it follows instead of opening `href`). */
  group: "people" | "research" | "search" | "fediverse";
  label: string;
  detail?: string;
  picture?: string | null;
  href: string;
}

export function suggestionOptions(
  text: string,
  suggestions: Suggestions | undefined,
  ownProfileId: number | undefined,
): SuggestionOption[] {
  const people: SuggestionOption[] = (suggestions?.people ?? []).map((person) => ({
    key: `person-${person.id}`,
    group: "people",
    label: person.name,
    detail: person.institution,
    picture: person.profile_picture,
    href: person.id === ownProfileId ? "/profile-view" : `/user-profile/${person.id}`,
  }));
  const research: SuggestionOption[] = (suggestions?.research ?? []).map((post) => ({
    key: `${post.type}-${post.id}`,
    group: "research",
    label: post.title || "Untitled",
    detail: post.type,
    href: postLink(post),
  }));
  const everything: SuggestionOption = {
    key: "search",
    group: "search",
    label: `Search for "${text}"`,
    href: searchAddress({ q: text, tab: "all", sort: "relevance", page: 1 }),
  };
  const follow: SuggestionOption[] = looksLikeFediverseHandle(text)
    ? [{ key: "fediverse-follow", group: "fediverse", label: `Follow ${text} on the fediverse`, href: "" }]
    : [];
  return [...follow, ...people, ...research, everything];
}
