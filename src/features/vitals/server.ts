// The vitals feature's public face on the server: recording a visit's measurements and the dashboard's
// figures (never imported by client code, safe outside a request).
export { KEEP_DAYS, pruneVitals, recordVitals, vitalsFigures, type VitalFigure, type VitalsFigures } from './record'
