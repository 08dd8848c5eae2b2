import { useQuery } from "@tanstack/react-query";
import { fetchOwnPublications } from "../../api/own-publications";

// Load failures are only logged (part 2 section 8); the lists then show as empty.
export function useOwnPublications() {
  return useQuery({ queryKey: ["own-publications"], queryFn: fetchOwnPublications });
}
