import { z } from 'zod'

export const idsSchema = z.object({ ids: z.array(z.string().trim().min(1).max(64)).max(200) })
