import { isHttpUrl } from './lifecycle'

type Tracking = { code?: string | null; link?: string | null } | null | undefined

/**
 * The tracking code as a link to the carrier when both are known and the link is http(s) (a carrier's is
 * checked when stored, features/carriers tracking-url.ts; anything else is never an href), else the code,
 * else 'N/A'.
 */
export function TrackingLink({ tracking, na }: { tracking: Tracking; na: string }) {
  if (tracking?.code && tracking.link && isHttpUrl(tracking.link)) {
    return (
      <a href={tracking.link} target="_blank" rel="noopener noreferrer">
        {tracking.code}
      </a>
    )
  }
  return <>{tracking?.code || na}</>
}
