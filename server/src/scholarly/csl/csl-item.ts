// CSL-JSON, the one shape every citation format is written from and every import source is read into.

export interface CslName {
  given?: string;
  family?: string;
  /** An organisation, or a name that cannot be split. */
  literal?: string;
  "non-dropping-particle"?: string;
  "dropping-particle"?: string;
  suffix?: string;
  ORCID?: string;
}

export interface CslDate {
  "date-parts"?: (number | string | null)[][];
  raw?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: string;
  "citation-key"?: string;
  title?: string;
  author?: CslName[];
  issued?: CslDate;
  DOI?: string;
  URL?: string;
  abstract?: string;
  "container-title"?: string;
  /** A conference's name; RIS files conference proceedings under it. */
  "event-title"?: string;
  "event-date"?: CslDate;
  volume?: string | number;
  issue?: string | number;
  page?: string | number;
  publisher?: string;
  /** One ISBN, or several as a source lists them ("978… 0…"). */
  ISBN?: string;
  /** Comma-separated. */
  keyword?: string;
  /**
   * Not CSL: the keywords one by one, which the comma-joined `keyword` cannot keep apart when one holds a
   * comma. RIS and BibTeX are written from it; CSL-JSON leaves it out.
   */
  keywords?: string[];
  genre?: string;
  /** Publication status: BibLaTeX's `pubstate` (`preprint`, `inpress`) is read into it. */
  status?: string;
}
