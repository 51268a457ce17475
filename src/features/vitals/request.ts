// The vitals feature's public face for a request: the handler of the visits' beacons (POST /api/vitals).
export { answerVitalsBeacon } from './endpoint'
