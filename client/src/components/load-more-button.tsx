/** The load-more chevron under a list that has further pages. */
export function LoadMoreButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <div className="load-more">
      <button
        type="button"
        className="icon-button load-more__button"
        aria-label="Load more"
        title="Load more"
        disabled={disabled}
        onClick={onClick}
      >
        <svg
          className="icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
    </div>
  );
}
