/** English texts of features/wishlist. */
export const wishlist = {
  wishlist: {
    title: 'Wishlist',
    added: 'Item added to wishlist!',
    removed: 'Item removed from wishlist!',
    empty: 'No items in wishlist yet',
    continue: 'Continue Shopping',
  },
}
