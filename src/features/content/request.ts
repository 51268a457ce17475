// The content feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { aboutMetadata, AboutPage } from './AboutPage'
export { contactMetadata, ContactPage } from './ContactPage'
export { faqMetadata, FaqPage } from './FaqPage'
export { policyMetadata, PolicyPage } from './PolicyPage'
export { standMetadata, StandPage } from './StandPage'
