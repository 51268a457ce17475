// The demo feature's public face on the server: the demo shop's seed, run by the composition root's start-up.
export { seed } from './seed'
