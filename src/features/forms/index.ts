// The forms feature's public face: what other features and the routes may import (client-safe modules).
export { businessSchema, contactSchema, newsletterSchema } from './schemas'
