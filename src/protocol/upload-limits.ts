/**
 * The one upload limit (issue 50 item 4), read by the portal (the file's check before sending, and
 * the limit the user reads beside the file input: src/kit/upload/rules.ts), the mock gateway (its
 * upload body limit: mock-server/gateway/gateway.ts BODY_LIMITS) and nginx (deploy/nginx.conf.template's
 * client_max_body_size, which tests/build/upload-limit.test.ts holds to NGINX_MAX_BODY). A 10 MiB file
 * passed the portal's check, then nginx and the mock answered 413: they limited the body, and a
 * multipart body is the file and more. Pure.
 */

/** The largest file: uploadFile's FILE maxLength in the contract (10 MiB). */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/**
 * What the multipart form adds around the file: boundaries, each part's headers (the file's name in
 * them), TRANS_TYPE, H_MENU_ID and H_CHNL_ID. They take well under 2 KiB; 64 KiB leaves room for any
 * client's way of writing them.
 */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** The largest upload body a server takes. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_FILE_BYTES + MULTIPART_ALLOWANCE_BYTES;

/** nginx's spelling of MAX_UPLOAD_BODY_BYTES for client_max_body_size (10304k). */
export const NGINX_MAX_BODY = `${String(MAX_UPLOAD_BODY_BYTES / 1024)}k`;
