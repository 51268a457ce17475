// The sign-in feature's public face for client components ('use client' modules).
export { LoginModal } from './LoginModal'
export { LogoutButton } from './LogoutButton'
export { ResetPasswordForm } from './ResetPasswordForm'
export { SignInPage } from './SignInPage'
export { SignInRequired } from './SignInRequired'
