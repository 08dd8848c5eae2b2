export function PeopleSearch({ compact = false }: { compact?: boolean }) {
  return (
    <input
      type="search"
      aria-label="Search"
      placeholder={compact ? "Search" : "Search for research, journals, people, etc."}
    />
  );
}
