// The scripts' entry to Payload (scripts/*.ts): the composition root first, then the floor it fills (ADR 0038).
import './payload.config'

export { getShopPayload, migratedPayload } from './payload/shop-payload'
