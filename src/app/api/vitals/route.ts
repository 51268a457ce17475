import { answerVitalsBeacon } from '@/features/vitals/request'

/** Real visits' Core Web Vitals (issue 56): the browser's beacons, validated and counted by features/vitals. */
export const POST = (request: Request) => answerVitalsBeacon(request)
