/** The next page of a cursor list, while there is one. */
export function LoadMore({
  hasNextPage,
  loading,
  onLoad,
}: {
  hasNextPage: boolean;
  loading: boolean;
  onLoad: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn--ghost staff-load-more"
      disabled={loading}
      onClick={() => void onLoad()}
    >
      {loading ? 'Loading…' : 'Load more'}
    </button>
  );
}
