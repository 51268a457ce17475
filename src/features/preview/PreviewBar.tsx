import type { Messages } from '@/i18n/messages'

/** Shown to the operator while the storefront shows drafts: what they see is not published yet, and the way out. */
export function PreviewBar({ t }: { t: Messages }) {
  return (
    <div className="preview-bar" role="status">
      <span>{t.preview.banner}</span>
      {/* A route handler, not a page: a plain link (the cookie is cleared by the response). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit">{t.preview.exit}</a>
    </div>
  )
}
