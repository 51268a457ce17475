// The ui feature's public face: what other features and the routes may import (client-safe modules).
export { Icon } from './Icon'
export {
  iconBag,
  iconChevron,
  iconFacebook,
  iconFilter,
  iconHeart,
  iconInstagram,
  iconMenu,
  iconMinus,
  iconPlus,
  iconSearch,
  iconShare,
  iconShop,
  iconTrash,
  iconUser,
} from './icons'
