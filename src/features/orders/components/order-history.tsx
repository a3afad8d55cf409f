/** The profile's orders tab. Built by the cart and checkout work (issue 6); a title until then. */
export function OrderHistory() {
  return <h2>Orders</h2>;
}
