// The forms feature's public face for client components ('use client' modules).
export { BusinessRequestForm } from './BusinessRequestForm'
export { type CaptchaAsk, CaptchaInput, useCaptchaOnDemand } from './CaptchaField'
export { ContactForm } from './ContactForm'
