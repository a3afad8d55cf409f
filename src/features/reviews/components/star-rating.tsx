/** Stars drawn for the eye, the number said in words for a screen reader. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span className="star-rating">
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className="star-rating__empty">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
