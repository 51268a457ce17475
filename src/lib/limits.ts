/**
 * The largest request body the shop takes: a media upload in /cms. The nginx site
 * (deploy/nginx/vetrina.conf, client_max_body_size) says the same; a test keeps them equal.
 */
export const MAX_UPLOAD_MB = 20
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024
