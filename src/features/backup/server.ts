// The backup feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { backupEncryption, parseIdentities } from './encryption'
export { restoreArchive } from './restore'
export { PLAIN_KEEP_DAYS } from './retention'
export { backupTick, runBackup, sayIfBackupsOff, tickMs } from './schedule'
export { backupsOff, lastRuns } from './status'
