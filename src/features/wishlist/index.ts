// The wishlist feature's public face: what other features and the routes may import (client-safe modules).
export { wishlistItemFrom } from './item'
