/**
 * The attributes of a form that only its script handles (a fetch on submit). Before the page's JavaScript
 * has run, a submit does nothing: `method="dialog"` on a form outside a dialog submits nothing at all (HTML's
 * form submission algorithm). Without it the browser sends a GET of the page with every field in the
 * address — a password, a postal address or a refund's amount in the history and in the access logs — and
 * the reload empties the form. Once hydrated, the form's onSubmit handles the submit and prevents the default.
 */
export const SCRIPT_FORM = { method: 'dialog' } as const
