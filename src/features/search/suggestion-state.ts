import type { KeyboardEvent } from 'react'

/** What the suggestions tell the field: whether their list shows, the active option's id, how many there are. */
export type ListState = { expanded: boolean; active?: string; count: number }
/** The suggestions' keyboard handling: true when they used the key. */
export type KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => boolean
