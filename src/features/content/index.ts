// The content feature's public face: what other features and the routes may import (client-safe modules).
export { TermsLink } from './TermsLink'
