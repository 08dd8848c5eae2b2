// Numbered page buttons; pages = ceiling of count / page size.
import "./pagination.css";

interface PaginationProps {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  label?: string;
}

/** At most this many numbered buttons around the current page; first and last stay reachable. */
const WINDOW = 7;

function visiblePages(page: number, pages: number): number[] {
  if (pages <= WINDOW) return Array.from({ length: pages }, (_, index) => index + 1);
  const start = Math.max(1, Math.min(page - 3, pages - WINDOW + 1));
  const numbers = Array.from({ length: WINDOW }, (_, index) => start + index);
  if (numbers[0] !== 1) numbers[0] = 1;
  if (numbers.at(-1) !== pages) numbers[numbers.length - 1] = pages;
  return numbers;
}

export function Pagination({ page, count, pageSize, onChange, label = "Pages" }: PaginationProps) {
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {visiblePages(page, pages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? "pagination__page pagination__page--current" : "pagination__page"}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
