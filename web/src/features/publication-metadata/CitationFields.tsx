// The citation fields of a publication (journal, volume, issue, pages, publisher, ISBN, URL, keywords) and its
// licence; controlled, so the publish and the edit-publication forms can both hold their values.
import { LICENSES } from "@scholarly/contract";
import { useId } from "react";
import "./publication-metadata.css";

export interface CitationValues {
  journal: string;
  volume: string;
  issue: string;
  pages: string;
  publisher: string;
  isbn: string;
  url: string;
  /** Comma-separated, as typed. */
  keywords: string;
  license: string;
  /** The author list is not complete ("et al."): kept from an import or the stored publication, not typed. */
  et_al: boolean;
}

export const EMPTY_CITATION: CitationValues = {
  journal: "",
  volume: "",
  issue: "",
  pages: "",
  publisher: "",
  isbn: "",
  url: "",
  keywords: "",
  license: "",
  et_al: false,
};

/** The citation fields as a publication answer carries them. */
interface StoredCitation {
  journal: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  publisher: string | null;
  isbn: string | null;
  url: string | null;
  keywords: readonly string[];
  license: string | null;
  et_al: boolean;
}

/** A stored publication's citation fields as the form edits them. */
export function citationValuesOf(publication: StoredCitation): CitationValues {
  return {
    journal: publication.journal ?? "",
    volume: publication.volume ?? "",
    issue: publication.issue ?? "",
    pages: publication.pages ?? "",
    publisher: publication.publisher ?? "",
    isbn: publication.isbn ?? "",
    url: publication.url ?? "",
    keywords: publication.keywords.join(", "),
    license: publication.license ?? "",
    et_al: publication.et_al,
  };
}

const LICENSE_NAMES: Record<(typeof LICENSES)[number], string> = {
  "CC-BY-4.0": "Creative Commons Attribution 4.0 (CC-BY-4.0)",
  "CC-BY-SA-4.0": "Creative Commons Attribution-ShareAlike 4.0 (CC-BY-SA-4.0)",
  "CC0-1.0": "Public domain (CC0-1.0)",
  "all-rights-reserved": "All rights reserved",
};

/** The fields as the publish and edit endpoints take them: keywords as a JSON array. */
export function citationFields(values: CitationValues) {
  const keywords = values.keywords
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
  return {
    journal: values.journal.trim(),
    volume: values.volume.trim(),
    issue: values.issue.trim(),
    pages: values.pages.trim(),
    publisher: values.publisher.trim(),
    isbn: values.isbn.trim(),
    url: values.url.trim(),
    keywords: JSON.stringify(keywords),
    license: values.license as "" | (typeof LICENSES)[number],
    et_al: values.et_al ? ("true" as const) : ("false" as const),
  };
}

export function LicenseSelect({ value, onChange }: { value: string; onChange: (license: string) => void }) {
  const id = useId();
  return (
    <div className="publish__field">
      <label htmlFor={id}>License</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Not stated</option>
        {LICENSES.map((license) => (
          <option key={license} value={license}>
            {LICENSE_NAMES[license]}
          </option>
        ))}
      </select>
    </div>
  );
}

const TEXT_FIELDS = [
  ["journal", "Journal, conference or book"],
  ["volume", "Volume"],
  ["issue", "Issue"],
  ["pages", "Pages"],
  ["publisher", "Publisher"],
  ["isbn", "ISBN (books and chapters)"],
  ["url", "URL"],
  ["keywords", "Keywords (comma-separated)"],
] as const;

export function CitationFields({
  values,
  onChange,
}: {
  values: CitationValues;
  onChange: (values: CitationValues) => void;
}) {
  const prefix = useId();
  return (
    <fieldset className="citation-fields__fieldset">
      <legend>Where it appeared (optional)</legend>
      <div className="citation-fields">
        {TEXT_FIELDS.map(([name, label]) => (
          <div key={name} className="publish__field">
            <label htmlFor={`${prefix}-${name}`}>{label}</label>
            <input
              id={`${prefix}-${name}`}
              type={name === "url" ? "url" : "text"}
              value={values[name]}
              onChange={(event) => onChange({ ...values, [name]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <LicenseSelect value={values.license} onChange={(license) => onChange({ ...values, license })} />
    </fieldset>
  );
}
