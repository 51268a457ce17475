import { getCurrentUser } from '@/features/sign-in/server'
import { voteHelpful } from '@/features/reviews/server'
import { cacheTags, revalidate } from '@/lib/cache'
import { clientIp, seeOther } from '@/lib/http'
import { allowPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * "Useful" under a published review: a plain form; back to the product's reviews. One vote per
 * account (signed in) or address and review, for good; an address also has an hourly bound on votes.
 */
export async function POST(request: Request) {
  let review = ''
  try {
    review = String((await request.formData()).get('review') ?? '')
  } catch {
    return seeOther('/shop')
  }
  const payload = await getShopPayload()
  const ip = clientIp(request)
  const user = await getCurrentUser()
  const url = (await allowPolicy(payload, 'review-helpful:ip', ip))
    ? await voteHelpful(payload, review, { ip, userId: user?.id })
    : null
  if (url) revalidate(cacheTags.reviews)
  return seeOther(url ? `/shop/${encodeURIComponent(url)}#reviews` : '/shop')
}
