// The ui feature's public face for client components ('use client' modules).
export { Dialog, DialogHead } from './Dialog'
export { useFormAlert } from './FormAlert'
export { PageMessages, useMessages } from './PageMessages'
export { ShellProvider, type ShellUser, SIGNED_IN_EVENT, useShell } from './ShellProvider'
export { useChoiceMadeEarly, useHydrated, useReadyToAct } from './useHydrated'
export { useReducedMotion } from './useReducedMotion'
export { SCRIPT_FORM } from './script-form'
