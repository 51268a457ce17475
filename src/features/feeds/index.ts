// The feeds feature's public face: what other features and the routes may import (client-safe modules).
export { etagMatches } from './parts'
export { FEED_FILES, FEED_FORMATS, feedFile, type FeedFormat } from './render'
