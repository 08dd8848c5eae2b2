// The neutral stand-in for a document's first page while its thumbnail is made, or when it could not be; a
// metadata-only work (no file here) gets an empty, dashed page: a record, not a document.
export function DocumentIcon({ metadataOnly = false }: { metadataOnly?: boolean }) {
  return (
    <svg
      className={metadataOnly ? "document-icon document-icon--metadata-only" : "document-icon"}
      viewBox="0 0 48 64"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 2h28l14 14v44a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
        fill="#fff"
        stroke="#9ca3af"
        strokeWidth="2"
        strokeDasharray={metadataOnly ? "4 3" : undefined}
      />
      <path d="M32 2v14h14" fill="#e5e7eb" stroke="#9ca3af" strokeWidth="2" />
      {metadataOnly ? (
        <path d="M10 26h22M10 33h16" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
      ) : (
        <path d="M10 26h28M10 33h28M10 40h28M10 47h18" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
      )}
    </svg>
  );
}
