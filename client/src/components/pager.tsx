/** How many page links the pager shows (spec 02 §9). */
const PAGE_LINKS = 5;

type PagerProps = {
  page: number;
  /** The last page known to exist. */
  lastPage: number;
  /** Whether pages past `lastPage` may exist (the total is a lower bound). */
  more: boolean;
  onPage: (page: number) => void;
};

/** The page links around the current page, at most PAGE_LINKS of them. */
function pageWindow(page: number, lastPage: number): number[] {
  const last = Math.max(lastPage, page);
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_LINKS / 2), last - PAGE_LINKS + 1));
  const count = Math.min(PAGE_LINKS, last - first + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Previous, up to five page links, Next. */
export function Pager({ page, lastPage, more, onPage }: PagerProps) {
  const hasNext = page < lastPage || more;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="pager__link"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, lastPage).map((number) => (
        <button
          key={number}
          type="button"
          className="pager__link"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pager__link"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
