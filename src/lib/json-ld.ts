/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
