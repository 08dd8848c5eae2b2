// "Export all (BibTeX)": every publication of a member in one file for a reference manager; a plain link, so
// it works signed out too.
import { exportAllUrl } from "../../api/citations";

export function ExportAllLink({ profileId }: { profileId: number }) {
  return (
    <a className="download-cv__link" href={exportAllUrl(profileId)} download>
      Export all (BibTeX)
    </a>
  );
}
