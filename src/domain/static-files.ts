/** The built files that are compressed at build time and served by Accept-Encoding: text, where it pays. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|ttf|eot)$/

/** Smaller than this, a file's headers cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024
